import test from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import zlib from 'node:zlib';
import { measureCompressionCost, processCpuNs } from '../lib/compression-cost.mjs';

test('the CPU time of a process grows while it works', () => {
  const before = processCpuNs(process.pid);
  const until = Date.now() + 30;
  while (Date.now() < until); // busy on purpose: the time must show
  assert.ok(processCpuNs(process.pid) - before >= 10_000_000);
});

/** A server in this process that compresses with brotli every time it is asked to. */
async function serve() {
  const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 400 }, (_, id) => ({ id, name: `juice ${id}` })) }));
  const server = http.createServer((request, response) => {
    if (/\bbr\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(200, { 'content-encoding': 'br' }).end(zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    } else response.writeHead(200).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('a server that compresses each answer costs more per brotli request than per plain one, and says what it answered', async () => {
  const server = await serve();
  try {
    const result = await measureCompressionCost(server.base, process.pid, '/search', { rounds: 2, perBatch: 40, concurrency: 2 });
    assert.equal(result.requests, 80);
    assert.deepEqual(result.answered, { 'plain:identity': 80, 'br:br': 80 });
    assert.ok(result.ratio > 1.5, `ratio ${result.ratio}`);
    assert.ok(result.plainUs > 0);
  } finally {
    await server.close();
  }
});

test('an answer other than 200 fails the measurement', async () => {
  const server = http.createServer((request, response) => response.writeHead(404).end());
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await assert.rejects(measureCompressionCost(`http://127.0.0.1:${server.address().port}`, process.pid, '/missing', { rounds: 1, perBatch: 4 }), /answered 404/);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
