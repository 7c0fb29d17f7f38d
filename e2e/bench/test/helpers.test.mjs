import test from 'node:test';
import assert from 'node:assert/strict';
import { medianPhases, parseVmRss, startPhases } from '../lib/server.mjs';
import { describeFailure, routeMissing } from '../lib/http.mjs';
import { checkoutBodies } from '../lib/mix.mjs';

test('RSS comes from the VmRSS line of /proc/<pid>/status, in MB', () => {
  const status = 'Name:\tnode\nVmPeak:\t 1200000 kB\nVmRSS:\t   81920 kB\nRssAnon:\t   40000 kB\n';
  assert.equal(parseVmRss(status), 80);
  assert.throws(() => parseVmRss('Name:\tnode\n'), /no VmRSS/);
});

test('the RSS of this very process reads as a plausible figure', async () => {
  const fs = await import('node:fs');
  const mb = parseVmRss(fs.readFileSync('/proc/self/status', 'utf8'));
  assert.ok(mb > 5 && mb < 4096, `${mb} MB`);
});

test('a start\'s phases come from its PULP_START_TRACE marks, as medians over several starts', () => {
  const first = 'pulp code cache: used\npulp start:   80.5 ms bundle read\npulp start:  140.0 ms modules loaded (cpu 150.2 ms)\nPulp is open\n';
  const second = 'pulp start:   90.0 ms bundle read\npulp start:  150.0 ms modules loaded (cpu 160.0 ms)\n';
  const third = 'pulp start:   70.0 ms bundle read\npulp start:  130.0 ms modules loaded (cpu 140.0 ms)\n';
  assert.deepEqual(startPhases(first), [{ phase: 'bundle read', ms: 80.5 }, { phase: 'modules loaded', ms: 140 }]);
  assert.deepEqual(medianPhases([first, second, third].map(startPhases)), { 'bundle read': 81, 'modules loaded': 140 });
  assert.deepEqual(startPhases('Pulp is open\n'), []);
});

test('only the server\'s own "no route" answer marks a feature as not built yet', () => {
  assert.equal(routeMissing({ status: 404, json: { status: 'error', error: 'No route for GET /api/Challenges' } }), true);
  assert.equal(routeMissing({ status: 404, json: { status: 'error', error: 'No basket with id 9.' } }), false);
  assert.equal(routeMissing({ status: 500, json: null }), false);
});

test('failures are described by status and the server\'s message', () => {
  assert.equal(describeFailure({ status: 400, json: { status: 'error', error: 'We are out of stock!' }, text: '' }), '400 We are out of stock!');
  assert.equal(describeFailure({ status: 0, json: null, text: 'ECONNRESET' }), 'network error: ECONNRESET');
  assert.equal(describeFailure({ status: 502, json: null, text: 'Bad gateway' }), '502 Bad gateway');
});

test('checkout bodies come as the client stores ids (strings) and as numbers', () => {
  const [strings, numbers] = checkoutBodies({ addressId: 3, paymentId: 7, deliveryMethodId: 1 });
  assert.deepEqual(strings, { orderDetails: { paymentId: '7', addressId: '3', deliveryMethodId: '1' } });
  assert.deepEqual(numbers, { orderDetails: { paymentId: 7, addressId: 3, deliveryMethodId: 1 } });
});
