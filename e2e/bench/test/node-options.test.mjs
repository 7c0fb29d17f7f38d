// The Node options every production start gives the server (server/scripts/node-options.mjs),
// as a Node process started with them sees them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { SERVER_ENVIRONMENT, SERVER_NODE_OPTIONS, serverEnvironment } from '../../../server/scripts/node-options.mjs';

const MIB = 1024 * 1024;

/** The heap limit V8 gives a Node process started with this environment, in MiB. */
function heapLimitMib(env) {
  return Number(execFileSync(process.execPath, ['-p', 'v8.getHeapStatistics().heap_size_limit'], { env, encoding: 'utf8' })) / MIB;
}

const oldSpaceMib = Number(SERVER_NODE_OPTIONS.find((option) => option.startsWith('--max-old-space-size='))?.split('=')[1]);

test('the shop limits the old generation, and every option is one Node accepts in NODE_OPTIONS', () => {
  assert.ok(oldSpaceMib > 0, `SERVER_NODE_OPTIONS holds no --max-old-space-size: ${SERVER_NODE_OPTIONS.join(' ')}`);
  for (const option of SERVER_NODE_OPTIONS) assert.ok(process.allowedNodeEnvironmentFlags.has(option.split('=')[0]), `${option} is not allowed in NODE_OPTIONS`);
});

test("the options reach V8, and an operator's own NODE_OPTIONS after them wins", () => {
  const base = { PATH: process.env.PATH };
  const shop = heapLimitMib(serverEnvironment(base));
  const raised = heapLimitMib(serverEnvironment({ ...base, NODE_OPTIONS: `--max-old-space-size=${oldSpaceMib + 512}` }));
  // Had the shop's own limit not reached V8, its heap would be Node's default for this machine, not 512 MiB below the raised one.
  assert.equal(Math.round(raised - shop), 512);
});

test("the allocator settings are set unless the environment sets them itself, and the caller's variables stay", () => {
  const env = serverEnvironment({ PORT: '3999' });
  assert.equal(env.PORT, '3999');
  assert.equal(env.NODE_OPTIONS, SERVER_NODE_OPTIONS.join(' '));
  for (const [name, value] of Object.entries(SERVER_ENVIRONMENT)) {
    assert.equal(env[name], value);
    assert.equal(serverEnvironment({ [name]: 'operator' })[name], 'operator');
  }
});
