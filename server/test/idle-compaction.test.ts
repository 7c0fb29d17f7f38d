import Fastify from 'fastify';
import { compactWhenIdle, runtimeGc } from '../src/http/idle-compaction';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('compaction when idle', () => {
  it('collects once after a burst has gone quiet, and not while the shop is at rest or busy', async () => {
    const gc = jest.fn();
    const app = Fastify();
    app.get('/ping', async () => 'pong');
    const stop = compactWhenIdle(app, { idleMs: 600, checkMs: 25, gc });
    try {
      await sleep(800);
      expect(gc).not.toHaveBeenCalled(); // at rest since start: nothing to give back

      for (let request = 0; request < 6; request += 1) {
        await app.inject({ url: '/ping' });
        await sleep(100); // busy: never 600 ms without a request
      }
      expect(gc).not.toHaveBeenCalled();

      await sleep(900);
      expect(gc).toHaveBeenCalledTimes(1);
      await sleep(500);
      expect(gc).toHaveBeenCalledTimes(1); // once per quiet spell

      await app.inject({ url: '/ping' });
      await sleep(900);
      expect(gc).toHaveBeenCalledTimes(2);
    } finally {
      stop();
      await app.close();
    }
  });

  it('finds the runtime collector on this Node', () => {
    expect(typeof runtimeGc()).toBe('function');
  });
});
