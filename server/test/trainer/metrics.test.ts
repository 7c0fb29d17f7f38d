import { startTestShop, type TestShop } from '../helpers';

/** GET /metrics: the operators' figures besides the challenge's. */
describe('GET /metrics operational figures', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop.close());

  const get = (url: string) => shop.app.inject({ method: 'GET', url });

  it('serves the latency histogram per route, solves per challenge, memory and event-loop lag', async () => {
    // Three searches before the first scrape (prom-client is not loaded yet): all counted.
    for (const q of ['apple', 'mango', 'kiwi']) expect((await get(`/rest/products/search?q=${q}`)).statusCode).toBe(200);
    expect((await get('/.well-known/security.txt')).statusCode).toBe(200);
    const text = (await get('/metrics')).body;

    const series = 'method="GET",route="/rest/products/search",status_code="200"';
    expect(text).toMatch(/^# TYPE pulp_http_request_duration_seconds histogram$/m);
    expect(text).toContain(`pulp_http_request_duration_seconds_bucket{${series},le="+Inf"} 3\n`);
    expect(text).toContain(`pulp_http_request_duration_seconds_count{${series}} 3\n`);
    expect(text).toMatch(new RegExp(`^pulp_http_request_duration_seconds_sum\\{${series.replace(/[/]/g, '\\/')}\\} [0-9.e-]+$`, 'm'));
    // Buckets are cumulative: never fewer requests under a higher bound.
    const buckets = [...text.matchAll(new RegExp(`^pulp_http_request_duration_seconds_bucket\\{${series.replace(/[/]/g, '\\/')},le="([^"]+)"\\} (\\d+)$`, 'gm'))].map((match) => Number(match[2]));
    expect(buckets).toHaveLength(13);
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));

    expect(text).toMatch(/^pulp_challenge_solves_total\{challenge="securityPolicyChallenge",restored="false"\} 1$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d{7,}$/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [0-9.e-]+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [0-9.e-]+$/m);
  });

  it('keeps counting after the first scrape, and counts restores apart', async () => {
    await get('/rest/products/search?q=lemon');
    const code = shop.ctx.challenges.continueCode();
    shop.ctx.challenges.resetProgress();
    shop.ctx.challenges.applyContinueCode(code);
    const text = (await get('/metrics')).body;
    expect(text).toContain('pulp_http_request_duration_seconds_count{method="GET",route="/rest/products/search",status_code="200"} 4\n');
    expect(text).toContain('pulp_http_request_duration_seconds_count{method="GET",route="/metrics",status_code="200"} 1\n');
    expect(text).toMatch(/^pulp_challenge_solves_total\{challenge="securityPolicyChallenge",restored="true"\} 1$/m);
    expect(text).toMatch(/^pulp_http_requests_total\{method="GET",route="\/rest\/products\/search",status_code="200"\} 4$/m);
  });
});
