// What a compressed answer costs the server: its CPU time per request for one URL asked with
// `Accept-Encoding: br` (what browsers send) against the same URL asked for plain, in
// alternating batches so that both see the same machine.
import fs from 'node:fs';
import http from 'node:http';

/** CPU time of every thread of a process, in ns (the first field of each thread's schedstat). */
export function processCpuNs(pid) {
  let total = 0;
  for (const thread of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(fs.readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return total;
}

/** Sends `count` GETs, `concurrency` at a time on kept-alive connections; resolves with the encodings answered. */
async function batch(url, { count, concurrency, encoding, agent }) {
  const encodings = new Map();
  let next = 0;
  const one = () =>
    new Promise((resolve, reject) => {
      const headers = encoding ? { 'accept-encoding': encoding } : { 'accept-encoding': 'identity' };
      const request = http.get(url, { agent, headers }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        const answered = response.headers['content-encoding'] ?? 'identity';
        encodings.set(answered, (encodings.get(answered) ?? 0) + 1);
        response.resume();
        response.on('end', resolve);
      });
      request.on('error', reject);
    });
  const worker = async () => {
    while (next < count) {
      next += 1;
      await one();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return encodings;
}

/**
 * Server CPU per request (µs) for `path` plain and with brotli, after a warm-up of each, over
 * `rounds` alternating batches of `perBatch` requests; `ratio` is brotli ÷ plain. `answered`
 * says which encodings the server really used (a plain ratio of 1 could mean brotli was refused).
 */
export async function measureCompressionCost(base, pid, path, { rounds = 5, perBatch = 400, concurrency = 4 } = {}) {
  const url = new URL(path, base).toString();
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const modes = { plain: { encoding: null, ns: 0, count: 0 }, br: { encoding: 'br', ns: 0, count: 0 } };
    const answered = {};
    for (const mode of Object.values(modes)) await batch(url, { count: Math.max(50, perBatch / 4), concurrency, encoding: mode.encoding, agent });
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 ? Object.entries(modes).reverse() : Object.entries(modes);
      for (const [name, mode] of order) {
        const before = processCpuNs(pid);
        const encodings = await batch(url, { count: perBatch, concurrency, encoding: mode.encoding, agent });
        mode.ns += processCpuNs(pid) - before;
        mode.count += perBatch;
        for (const [encoding, count] of encodings) answered[`${name}:${encoding}`] = (answered[`${name}:${encoding}`] ?? 0) + count;
      }
    }
    const plainUs = modes.plain.ns / modes.plain.count / 1000;
    const brUs = modes.br.ns / modes.br.count / 1000;
    return { path, plainUs, brUs, ratio: brUs / plainUs, requests: modes.plain.count, answered };
  } finally {
    agent.destroy();
  }
}
