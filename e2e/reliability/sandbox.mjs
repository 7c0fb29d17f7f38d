// Sandbox: the intended file, XXE, traversal, upload, redirect, SSRF, template and evaluator
// payloads of server/SOLUTIONS.md (and traversal names in every upload), aimed at a canary
// folder outside the data directory, while the server runs under Node's permission model with
// hooks on child_process, net and fs. Any canary text in an answer, any file that appears in
// the canary folder, any process or outside connection is an escape.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { keepAliveAgent, must, request } from './lib/client.mjs';
import { registerCustomer } from './lib/accounts.mjs';
import { freePort, REPO_ROOT, startShop } from './lib/shop.mjs';
import { storedZip } from './lib/zip.mjs';
import { permissionFlags as productionFlags } from '../../server/scripts/permission-flags.mjs';

const HOOKS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sandbox-hooks.cjs');

/** The production start's flags (server/scripts/permission-flags.mjs): the app read only, the data directory read and write. */
function permissionFlags(dataDir) {
  const flags = productionFlags({ appDir: REPO_ROOT, dataDir });
  if (!flags) throw new Error(`Node ${process.version} has no permission model with --allow-addons: the sandbox cannot run`);
  return flags;
}

function multipart(field, filename, type, content) {
  const boundary = `----pulp${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nsandbox\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body };
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n% sandbox\n');

/** Every payload: [name, request options]. `canary` is the outside folder, `secret` its file. */
function payloads({ canary, secret, dataDir, email }) {
  const up = (levels) => '../'.repeat(levels);
  const relativeSecret = path.relative(dataDir, secret);
  const xml = (system) => `<?xml version="1.0"?>\n<!DOCTYPE order [<!ENTITY xxe SYSTEM "${system}">]>\n<order><note>&xxe;</note></order>`;
  const list = [];
  // XXE (intended: resolves only against the decoys in the data directory).
  for (const system of [
    'file:///etc/passwd', 'C:\\Windows\\system.ini', `file://${secret}`, secret, relativeSecret, `${up(12)}${secret.slice(1)}`, 'file:///proc/self/environ',
    'http://169.254.169.254/latest/meta-data/', 'http://example.com/', 'https://127.0.0.2:1/', 'ftp://example.com/x', 'php://filter/resource=/etc/passwd', 'jar:file:///x!/', 'expect://id',
  ]) {
    list.push([`XXE ${system}`, { method: 'POST', path: '/file-upload', ...multipart('file', 'order.xml', 'application/xml', xml(system)) }]);
  }
  list.push(['XXE parameter entity', { method: 'POST', path: '/file-upload', ...multipart('file', 'p.xml', 'text/xml', `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY % p SYSTEM "file://${secret}"> %p;]><x/>`) }]);
  list.push(['XXE billion laughs', { method: 'POST', path: '/file-upload', ...multipart('file', 'b.xml', 'text/xml', `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">]><l>&e;&e;&e;&e;&e;</l>`) }]);
  // XXE DoS (intended: the nested expansion is computed and refused, never expanded).
  list.push(['XXE entity cycle', { method: 'POST', path: '/file-upload', ...multipart('file', 'c.xml', 'text/xml', `<?xml version="1.0"?><!DOCTYPE c [<!ENTITY a "&b;"><!ENTITY b "&a;">]><c>&a;</c>`) }]);
  list.push(['XXE laughs with an outside entity', { method: 'POST', path: '/file-upload', ...multipart('file', 'd.xml', 'text/xml', `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY s SYSTEM "file://${secret}"><!ENTITY a "&s;&s;&s;&s;&s;&s;&s;&s;&s;&s;"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY e "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]><d>&e;&e;</d>`) }]);
  // Memory Bomb (intended: the YAML parser's alias limit refuses it; custom tags build nothing).
  const yamlBomb = ['a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]', ...'bcdefghi'.split('').map((name, index) => `${name}: &${name} [${Array(9).fill(`*${'abcdefghi'[index]}`).join(', ')}]`)].join('\n');
  for (const [name, yaml] of [
    ['bomb.yml', yamlBomb],
    ['function.yaml', `run: !!js/function "function () { require('fs').writeFileSync('${canary}/evaluated.txt', 'x') }"`],
    ['python.yml', "x: !!python/object/apply:os.system ['touch /tmp/pwned']"],
    ['include.yml', `x: !include ${secret}\ny: !!binary ${Buffer.from(secret).toString('base64')}`],
    [`${up(10)}${canary.slice(1)}/escape.yml`, 'a: 1'],
  ]) {
    list.push([`YAML ${name}`, { method: 'POST', path: '/file-upload', ...multipart('file', name, 'application/yaml', yaml) }]);
  }
  // Arbitrary File Write (intended: entries unpack only inside the decoy shop folder of the data directory).
  const relativeCanary = path.relative(path.join(dataDir, 'unpacked-shop', 'uploads', 'complaints', 'x'), canary);
  for (const [label, entries] of [
    ['zip slip to the canary', [{ name: `${relativeCanary}/escape.txt`, content: 'escaped' }, { name: `${up(20)}${canary.slice(1)}/escape2.txt`, content: 'escaped' }]],
    ['zip slip absolute and backslashes', [{ name: `${canary}/absolute.txt`, content: 'x' }, { name: `${relativeCanary.replace(/\//g, '\\')}\\escape3.txt`, content: 'x' }]],
    ['zip slip over the secret', [{ name: `${up(20)}${secret.slice(1)}`, content: 'overwritten' }, { name: '../../../ftp/legal.md', content: 'decoy only' }]],
    ['zip slip into the data directory and the app', [{ name: '../../../../pulp.sqlite', content: 'x' }, { name: `${path.relative(path.join(dataDir, 'unpacked-shop', 'uploads', 'complaints', 'x'), REPO_ROOT)}/package.json`, content: '{}' }]],
    ['zip bomb (declared 4 GB)', [{ name: 'bomb.txt', content: 'x', declaredSize: 0xfffffff0 }]],
    // Video XSS (intended: the slipped entry replaces the promo subtitles of the decoy shop folder, nothing else).
    ['zip slip over the promo subtitles', [{ name: '../../../assets/public/videos/pulp-promo.en.vtt', content: 'WEBVTT\n\n1\n00:00:00.200 --> 00:00:08.900\n<iframe src="javascript:alert(`xss`)">\n' }, { name: `${up(20)}${canary.slice(1)}/pulp-promo.en.vtt`, content: 'x' }]],
  ]) {
    list.push([`complaint ZIP ${label}`, { method: 'POST', path: '/file-upload', ...multipart('file', 'complaint.zip', 'application/zip', storedZip(entries)) }]);
  }
  // Traversal and the poison null byte on /ftp (intended: only files of the ftp folder).
  for (const name of [
    'coupons-2019.md.bak%2500.md', 'pulp-server.json.bak%2500.md', 'suspicious-errors.yml%2500.md', 'eastere.gg%2500.md', `..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd`, `..%252F..%252F..%252F..%252Fetc%252Fpasswd%2500.md`,
    encodeURIComponent(`${up(10)}${secret.slice(1)}`), `${encodeURIComponent(encodeURIComponent(`${up(10)}${secret.slice(1)}`))}%2500.md`, `%2e%2e%2f%2e%2e%2fpulp.sqlite%2500.md`,
    '..%5C..%5C..%5Cwindows%5Csystem.ini%2500.md', `${encodeURIComponent(relativeSecret)}%2500.md`,
  ]) {
    list.push([`ftp ${name}`, { method: 'GET', path: `/ftp/${name}` }]);
  }
  for (const file of [`..%2F..%2F${encodeURIComponent(relativeSecret)}`, '..%2F..%2F..%2Fpackage.json', '%2e%2e%2f%2e%2e%2fpulp.sqlite']) {
    list.push([`uploads file ${file}`, { method: 'GET', path: `/assets/public/images/uploads/${file}` }]);
    list.push([`product picture ${file}`, { method: 'GET', path: `/assets/public/images/products/${file}` }]);
    list.push([`i18n ${file}`, { method: 'GET', path: `/assets/i18n/${file}` }]);
    list.push([`static ${file}`, { method: 'GET', path: `/${file}` }]);
    list.push([`remote static ${file}`, { method: 'GET', path: `/mf/catalog/${file}` }]);
  }
  // The support team's log folder (intended: only files of the logs folder, by exact name).
  for (const name of ['access.log.2024-03-14', `..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd`, encodeURIComponent(`${up(10)}${secret.slice(1)}`), `${encodeURIComponent(relativeSecret)}`, '..%2Fftp%2Flegal.md', '%2e%2e%2fpulp.sqlite']) {
    list.push([`support logs ${name}`, { method: 'GET', path: `/support/logs/${name}` }]);
  }
  list.push(['support logs error.log.2024-03-14', { method: 'GET', path: '/support/logs/error.log.2024-03-14' }]);
  // The promo video's subtitles and the CSAF files (intended: a language code, and fixed files only).
  for (const language of ['en', `..%2F..%2F${encodeURIComponent(relativeSecret)}`, '..%2F..%2F..%2Fpulp.sqlite', 'en%00', `${encodeURIComponent(`${up(10)}${secret.slice(1)}`)}`]) {
    list.push([`promo subtitles ${language}`, { method: 'GET', path: `/promotion/subtitles/${language}` }]);
  }
  for (const file of ['index.txt', '2024/pulp-sa-2024-001.json.sha512', `..%2F..%2F..%2F${encodeURIComponent(relativeSecret)}`, '..%2F..%2F..%2Fpackage.json']) {
    list.push([`CSAF ${file}`, { method: 'GET', path: `/.well-known/csaf/white/${file}` }]);
  }
  list.push(['order PDF traversal', { method: 'GET', path: `/ftp/order_${encodeURIComponent(`${up(8)}${secret.slice(1)}`)}.pdf` }]);
  // Uploads with traversal names, in every upload (intended: stored under generated names in the data directory).
  for (const name of [`${up(10)}${canary.slice(1)}/escape.pdf`, `..\\..\\..\\escape.pdf`, `${canary}/absolute.pdf`, 'escape\u0000.pdf', '%2e%2e%2fescape.pdf']) {
    list.push([`complaint upload ${name}`, { method: 'POST', path: '/file-upload', ...multipart('file', name, 'application/pdf', PDF) }]);
    list.push([`complaint upload (other type) ${name}`, { method: 'POST', path: '/file-upload', ...multipart('file', name.replace('.pdf', '.sh'), 'text/x-sh', '#!/bin/sh\ntouch /tmp/pwned\n') }]);
    list.push([`memory upload ${name}`, { method: 'POST', path: '/rest/memories', ...multipart('image', name.replace('.pdf', '.png'), 'image/png', PNG) }]);
  }
  list.push(['complaint with file name in body', { method: 'POST', path: '/api/Complaints', body: { message: 'sandbox', file: `${up(10)}${secret.slice(1)}` } }]);
  // Redirects (intended: answered with 302, never fetched).
  for (const to of [
    'https://pulpcoin.example/wallet/PULP-DONATIONS-2019', 'https://elsewhere.example/?x=https://pulp-shop.example/merchandise', 'http://169.254.169.254/latest/meta-data/?https://pulp-shop.example/merchandise',
    `file://${secret}?https://pulp-shop.example/merchandise`, 'gopher://127.0.0.1:6379/_INFO', 'javascript:alert(1)//https://pulp-shop.example/merchandise',
  ]) {
    list.push([`redirect ${to}`, { method: 'GET', path: `/redirect?to=${encodeURIComponent(to)}` }]);
  }
  // SSRF through the OAuth login (intended: only the configured provider, on loopback).
  list.push(['oauth login to a foreign provider', { method: 'POST', path: '/rest/user/login', body: { email: 'x@y.z', password: 'http://169.254.169.254/', oauth: true } }]);
  // SSRF through the profile picture link (intended: only the shop itself and the decoy network on 127.0.0.1).
  for (const imageUrl of [
    'http://10.20.0.9/admin/payouts', 'http://pulp-db.internal/', 'http://169.254.169.254/latest/meta-data/', 'http://example.com/x.png', 'http://127.0.0.1:22/',
    'http://[::1]:6379/', `file://${secret}`, 'gopher://127.0.0.1:6379/_INFO', 'http://0.0.0.0/', 'http://2130706433/', 'http://10.20.0.9@example.com/',
    `http://localhost/ftp/${encodeURIComponent(`${up(10)}${secret.slice(1)}`)}`,
  ]) {
    list.push([`profile picture link ${imageUrl}`, { method: 'POST', path: '/profile/image/url', body: { imageUrl } }]);
  }
  // The evaluator (intended: simulated, never runs anything).
  for (const code of [
    '(function dos() { while (true); })()', "require('child_process').execSync('touch /tmp/pwned')", "process.mainModule.require('fs').readFileSync('/etc/passwd','utf8')",
    "this.constructor.constructor('return process')().exit()", `require('fs').writeFileSync('${canary}/evaluated.txt', 'x')`, "import('node:net').then(n => n.connect(80, 'example.com'))",
    "new Function('return require')()('http').get('http://example.com')", '[].constructor.constructor("return this")().process.kill(process.pid)',
  ]) {
    list.push([`evaluator ${code.slice(0, 40)}`, { method: 'POST', path: '/b2b/v2/orders', body: { cid: 'JS0815DE', orderLinesData: code } }]);
  }
  // Successful RCE DoS (intended: only the regular-expression matches run, in node:vm, stopped after 1 s).
  for (const code of [
    "/(a+)+b/.test('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')",
    `/(a+)+b/.test(require('fs').readFileSync('${secret}', 'utf8'))`,
    `'${'a'.repeat(30)}!'.match(/^(a|aa)+$/) && require('child_process').execSync('touch /tmp/pwned')`,
    "/(?:)/.test(this.constructor.constructor('return process')().mainModule.require('net').connect(80, 'example.com'))",
    `/x/.test(String(import('node:fs').then((fs) => fs.writeFileSync('${canary}/evaluated.txt', 'x'))))`,
  ]) {
    list.push([`regex evaluator ${code.slice(0, 40)}`, { method: 'POST', path: '/b2b/v2/orders', body: { cid: 'JS0815DE', orderLinesData: code } }]);
  }
  // Kill Chatbot (intended: the bot's memory is parsed and modelled, never run; only the bot's own parts can break).
  for (const name of [
    'x"); require("fs").readFileSync("/etc/passwd"); //',
    `x"); require("fs").writeFileSync("${canary}/x", 1); //`,
    'x"); process.mainModule.require("net"); //',
    'x"); this.constructor.constructor("return process")(); //',
    'x"); import("node:child_process"); //',
    'x"); while (true) {} //',
    'x"); pulpy = null; //',
  ]) {
    list.push([`chatbot memory ${name.slice(0, 40)}`, { method: 'POST', path: '/rest/chatbot/respond', body: { action: 'setname', query: name } }]);
  }
  list.push(['chatbot question after its memory broke', { method: 'POST', path: '/rest/chatbot/respond', body: { action: 'query', query: 'coupon' } }]);
  // Contract hooks of the token wallet (intended: data the ledger performs, bounded by depth and steps).
  list.push(['token wallet created', { method: 'POST', path: '/rest/web3/wallet' }]);
  list.push(['contract with a file name', { method: 'POST', path: '/rest/web3/contracts', body: { name: 'Escape', onReceive: [{ action: 'send', to: `${up(10)}${secret.slice(1)}`, amount: 1 }] } }]);
  list.push(['contract hook as code', { method: 'POST', path: '/rest/web3/contracts', body: { name: 'Code', onReceive: [{ action: "require('child_process').execSync('touch /tmp/pwned')", amount: 1 }] } }]);
  // SQL through the search injection (intended: reads the shop's own tables only).
  for (const sql of [
    "x')) UNION SELECT sql,2,3,4,5,6,7,8,9 FROM sqlite_master--", `x')) UNION SELECT load_extension('${canary}/x'),2,3,4,5,6,7,8,9--`, `x')) UNION SELECT readfile('${secret}'),2,3,4,5,6,7,8,9--`,
    `x')); ATTACH DATABASE '${canary}/attached.db' AS a; --`, `x')); VACUUM INTO '${canary}/copy.db'; --`, "x')) UNION SELECT sqlite_version(),2,3,4,5,6,7,8,9--",
  ]) {
    list.push([`search ${sql.slice(0, 40)}`, { method: 'GET', path: `/rest/products/search?q=${encodeURIComponent(sql)}` }]);
  }
  // NoSQL operators that would run code (intended: refused).
  list.push(['reviews $where', { method: 'PATCH', path: '/rest/products/reviews', body: { id: { $where: "require('fs').readFileSync('/etc/passwd')" }, message: 'x' } }]);
  list.push(['track-order $where', { method: 'GET', path: `/rest/track-order/${encodeURIComponent('{"$where":"sleep(100)"}')}` }]);
  list.push(['track-order $function', { method: 'GET', path: `/rest/track-order/${encodeURIComponent('{"$expr":{"$function":{"body":"function(){return process}","args":[],"lang":"js"}}}')}` }]);
  // Template-looking texts are stored as text.
  for (const text of ['{{7*7}}', '#{7*7}', '${7*7}', '<%= 7*7 %>', "#{global.process.mainModule.require('child_process').execSync('id')}"]) {
    list.push([`template in feedback ${text}`, { method: 'POST', path: '/api/Feedbacks', body: { comment: text, rating: 3, captchaId: 1, captcha: '0' } }]);
  }
  // Template payloads in the legacy profile page's username (SSTi; intended: a non-executing
  // interpreter whose process and child_process are decoys that only write the command down).
  for (const username of [
    `#{global.process.mainModule.require('child_process').exec('touch ${canary}/ssti.txt')}`,
    "#{global.process.mainModule.require('child_process').execSync('wget -O /tmp/pwned http://localhost/quarantine/pulp-miner-linux-x64 && sh /tmp/pwned')}",
    `#{require('fs').readFileSync('${secret}')}`,
    "#{this.constructor.constructor('return process')().exit()}",
    "#{''.constructor.constructor('return process')().mainModule.require('net').connect(80, 'example.com')}",
    `#{process.mainModule.require('fs').writeFileSync('${canary}/evaluated.txt', 'x')}`,
  ]) {
    const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username }).toString() };
    list.push([`template in the profile's username ${username.slice(0, 40)}`, { method: 'POST', path: '/profile', ...form }]);
    list.push([`profile page with ${username.slice(0, 40)}`, { method: 'GET', path: '/profile' }]);
  }
  // The reviews' $where condition (NoSQL DoS; intended: an interpreter that knows this.<field>,
  // operators and a capped, asynchronous sleep(), and runs nothing else).
  for (const condition of [
    '1 || sleep(2000)', "1 || require('fs').readFileSync('/etc/passwd')", "1 || this.constructor.constructor('return process')().exit()",
    `1 || process.mainModule.require('fs').writeFileSync('${canary}/evaluated.txt', 'x')`, '1 || (function () { while (true); })()', "1 || import('node:net')",
  ]) {
    list.push([`reviews $where ${condition.slice(0, 40)}`, { method: 'GET', path: `/rest/products/${encodeURIComponent(condition)}/reviews` }]);
  }
  // The erasure mail's layout (Local File Read; intended: read only from the decoy host tree in
  // the data directory). A layout that is not found stops the request before anything is erased.
  for (const layout of [`../../../../../../../..${secret}`, `..\\..\\..\\..\\..\\..\\..${secret.replace(/\//g, '\\')}`, `file://${secret}`, `../../../../../../${canary}/x`, `%2e%2e/%2e%2e/%2e%2e/%2e%2e${secret}`, 'mail\u0000.txt']) {
    list.push([`erasure mail layout ${layout.slice(0, 40)}`, { method: 'POST', path: '/rest/user/erasure-request', body: { email, securityAnswer: 'citrus', layout } }]);
  }
  // Language files (Extra Language) never leave the translations.
  list.push(['language file traversal', { method: 'GET', path: '/assets/i18n/..%2F..%2F..%2Fpackage.json', headers: { cookie: `language=${encodeURIComponent('../../etc/passwd')}` } }]);
  return list;
}

/**
 * A control run: a process under the same flags and hooks that tries a process, an outside
 * connection and an outside read on purpose. The watchers must see all three (or the sandbox
 * result would prove nothing).
 */
function watchersSeeEscapes(dataDir, secret) {
  const attempt = `
    const tryIt = (run) => { try { run(); } catch {} };
    tryIt(() => require('node:child_process').execSync('true'));
    tryIt(() => require('node:net').connect(80, '192.0.2.1').on('error', () => {}));
    tryIt(() => require('node:fs').readFileSync(${JSON.stringify(secret)}, 'utf8'));
    setTimeout(() => {}, 50);`;
  const { stderr } = spawnSync(process.execPath, [...permissionFlags(dataDir), '--require', HOOKS, '-e', attempt], {
    env: { ...process.env, PULP_SANDBOX_ALLOW: [REPO_ROOT, dataDir].join(path.delimiter) },
    encoding: 'utf8',
    timeout: 20_000,
  });
  const kinds = new Set(stderr.split('\n').filter((line) => line.startsWith('PULP-SANDBOX ')).map((line) => JSON.parse(line.slice(13)).kind));
  const refusedRead = /ERR_ACCESS_DENIED|Access to this API has been restricted/.test(stderr) || kinds.has('file');
  return { process: kinds.has('process'), connection: kinds.has('connection'), outsideRead: kinds.has('file') && refusedRead };
}

export async function sandbox({ dataDir }) {
  const canary = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-sandbox-canary-'));
  const marker = `PULP-CANARY-${randomBytes(8).toString('hex')}`;
  const secret = path.join(canary, 'secret.txt');
  fs.writeFileSync(secret, `${marker}\n`);
  const before = fs.readdirSync(canary).sort();
  const tmpBefore = new Set(fs.readdirSync(os.tmpdir()));

  fs.mkdirSync(dataDir, { recursive: true });
  const control = watchersSeeEscapes(dataDir, secret);
  const shop = await startShop({
    dataDir,
    port: await freePort(),
    nodeArgs: [...permissionFlags(dataDir), '--require', HOOKS],
    env: { PULP_SANDBOX_ALLOW: [REPO_ROOT, dataDir].join(path.delimiter) },
  });
  const result = { permissionModel: true, control, payloads: 0, answered: 0, escapes: [], blockedAttempts: [], statuses: {} };
  try {
    const agent = keepAliveAgent(2);
    const customer = await registerCustomer(shop.url, 'sandbox', agent);
    for (const [name, options] of payloads({ canary, secret, dataDir, email: customer.email })) {
      const answer = await request(shop.url, { ...options, token: customer.token, agent: false, timeoutMs: 20_000 });
      result.payloads += 1;
      if (answer.status > 0) result.answered += 1;
      result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
      if (answer.text.includes(marker)) result.escapes.push(`${name}: the answer holds the outside file's text`);
      if (answer.status >= 500 && !/\/rest\/products\/search|\/b2b\/v2\/orders/.test(options.path)) result.escapes.push(`${name}: ${answer.status} (a refused access surfacing as a server error?)`);
    }
    // The shop still works after all of it.
    await must(shop.url, { path: '/rest/products/search?q=juice' });
    result.aliveAfter = shop.alive();
    agent.destroy();
  } finally {
    await shop.stop();
  }
  // What the server process did, as its hooks saw it.
  for (const line of shop.stderr().split('\n')) {
    if (!line.startsWith('PULP-SANDBOX ')) continue;
    const event = JSON.parse(line.slice('PULP-SANDBOX '.length));
    if (event.kind === 'ready') result.hooksLoaded = true;
    else if (event.kind === 'file') result.blockedAttempts.push(`file: ${event.detail}`);
    else result.escapes.push(`${event.kind}: ${event.detail}`);
  }
  if (/ERR_ACCESS_DENIED/.test(shop.stderr())) result.blockedAttempts.push('the permission model refused an access (ERR_ACCESS_DENIED on stderr)');
  const after = fs.readdirSync(canary).sort();
  if (after.join('/') !== before.join('/')) result.escapes.push(`files appeared in the canary folder: ${after.filter((name) => !before.includes(name)).join(', ')}`);
  const appeared = fs.readdirSync(os.tmpdir()).filter((name) => !tmpBefore.has(name) && /pwned|escape|evaluated|attached|copy\.db/.test(name));
  if (appeared.length) result.escapes.push(`files appeared in ${os.tmpdir()}: ${appeared.join(', ')}`);
  if (fs.existsSync('/tmp/pwned')) result.escapes.push('/tmp/pwned exists');
  fs.rmSync(canary, { recursive: true, force: true });
  if (!result.hooksLoaded) result.escapes.push('the sandbox hooks did not load: nothing was watched');
  for (const [watch, seen] of Object.entries(control)) if (!seen) result.escapes.push(`control run: the watchers missed a deliberate ${watch}`);
  return result;
}
