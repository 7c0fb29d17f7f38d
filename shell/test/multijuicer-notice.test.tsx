import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@pulp/shared/test/render';
import { MultiJuicerNotice } from '../src/features/multijuicer-notice/MultiJuicerNotice';
import { countdownAt } from '../src/features/multijuicer-notice/countdown';
import { pollNotifications, readNotification } from '../src/features/multijuicer-notice/poll';
import { shellI18n } from './helpers';
import { configure } from './setup';

const PATH = '/multi-juicer/api/notifications';

/** An answer of MultiJuicer's balancer: JSON with X-Last-Update, or 204 after a long poll with no change. */
function answer(body: object | null, lastUpdate?: string): Response {
  if (body === null) return new Response(null, { status: 204 });
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...(lastUpdate ? { 'X-Last-Update': lastUpdate } : {}) } });
}

/** A fake balancer: the test queues its answers; each request waits for the next one. */
function fakeBalancer() {
  const requests: string[] = [];
  const pending: ((response: Response) => void)[] = [];
  let unreachable = false;
  const fetchFn = (url: string) => {
    requests.push(url);
    if (unreachable) {
      unreachable = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return new Promise<Response>((resolve) => pending.push(resolve));
  };
  return {
    requests,
    fetch: fetchFn as unknown as typeof fetch,
    /** The next request fails as a request to an unreachable host does. */
    failNext() {
      unreachable = true;
    },
    async answer(response: Response) {
      const next = pending.shift();
      if (!next) throw new Error('no request is waiting for an answer');
      await act(async () => next(response));
    },
  };
}

/** Lets time pass in small steps, each rendered, as it passes in a browser. */
async function passes(ms: number): Promise<void> {
  for (let step = 0; step < ms; step += 100) await act(async () => jest.advanceTimersByTime(Math.min(100, ms - step)));
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-09-01T10:00:00.000Z') }));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the countdown', () => {
  it('shows hours, minutes and seconds left, hours past a day, and says when the event has ended', () => {
    const now = Date.parse('2026-09-01T10:00:00.000Z');
    expect(countdownAt('2026-09-01T11:02:03.000Z', now)).toEqual({ ended: false, text: '01:02:03', nextChangeMs: 1000 });
    expect(countdownAt('2026-09-01T11:02:03.250Z', now)).toEqual({ ended: false, text: '01:02:04', nextChangeMs: 250 });
    expect(countdownAt('2026-09-01T10:00:00.001Z', now)).toEqual({ ended: false, text: '00:00:01', nextChangeMs: 1 });
    expect(countdownAt('2026-09-03T10:00:05.000Z', now)?.text).toBe('48:00:05');
    expect(countdownAt('2026-09-01T10:00:00.000Z', now)).toEqual({ ended: true, text: '00:00:00', nextChangeMs: 0 });
    expect(countdownAt('not a date', now)).toBeNull();
  });
});

describe('reading the balancer', () => {
  it('takes the fields of its answer and nothing that is not one', () => {
    expect(readNotification({ message: 'Hi', enabled: true, updatedAt: '2026-09-01T09:00:00Z', endDate: '2026-09-01T12:00:00Z', freezeScoreboardOnEnd: true })).toEqual({
      message: 'Hi',
      enabled: true,
      updatedAt: '2026-09-01T09:00:00Z',
      endDate: '2026-09-01T12:00:00Z',
    });
    expect(readNotification({ message: '', enabled: false, updatedAt: '2026-09-01T09:00:00Z' })).toEqual({ message: '', enabled: false, updatedAt: '2026-09-01T09:00:00Z' });
    for (const body of [null, 'text', { message: 'no enabled' }, { message: 3, enabled: true }]) expect(readNotification(body)).toBeNull();
    expect(readNotification({ message: 'Hi', enabled: true, endDate: 'soon' })).toEqual({ message: 'Hi', enabled: true });
  });

  it('asks first, then long-polls after the last change it was told, 5 s apart, and retries after a failure', async () => {
    const balancer = fakeBalancer();
    const seen: string[] = [];
    const stop = new AbortController();
    void pollNotifications({ path: PATH, fetch: balancer.fetch, signal: stop.signal, onNotification: (notification) => seen.push(notification.message) });
    expect(balancer.requests).toEqual([PATH]);
    await balancer.answer(answer({ message: 'Welcome', enabled: true, updatedAt: '2026-09-01T09:59:00Z' }, '2026-09-01T09:59:00.123456789Z'));
    expect(seen).toEqual(['Welcome']);
    // The next request waits out the interval.
    await act(async () => jest.advanceTimersByTime(4999));
    expect(balancer.requests).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(balancer.requests[1]).toBe(`${PATH}?wait-for-update-after=${encodeURIComponent('2026-09-01T09:59:00.123Z')}`);
    // No change within the long poll: nothing new, and the same question again.
    await balancer.answer(answer(null));
    await act(async () => jest.advanceTimersByTime(5000));
    expect(balancer.requests[2]).toBe(balancer.requests[1]);
    await balancer.answer(answer({ message: 'Lunch at noon', enabled: true }, '2026-09-01T10:00:10Z'));
    expect(seen).toEqual(['Welcome', 'Lunch at noon']);
    // The balancer cannot be reached: asked again 5 s later, and nobody is told.
    balancer.failNext();
    await act(async () => jest.advanceTimersByTime(5000));
    expect(balancer.requests).toHaveLength(4);
    await act(async () => jest.advanceTimersByTime(4999));
    expect(balancer.requests).toHaveLength(4);
    await act(async () => jest.advanceTimersByTime(1));
    expect(balancer.requests).toHaveLength(5);
    expect(balancer.requests[4]).toBe(`${PATH}?wait-for-update-after=${encodeURIComponent('2026-09-01T10:00:10.000Z')}`);
    expect(seen).toEqual(['Welcome', 'Lunch at noon']);
    stop.abort();
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(balancer.requests).toHaveLength(5);
  });
});

describe("MultiJuicer's notice in the shell", () => {
  const renderNotice = () => renderWithProviders(<MultiJuicerNotice />, { i18n: shellI18n() });

  it('asks nobody and shows nothing unless the configuration names the balancer', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
    configure();
    const { container } = renderNotice();
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the trainer's message in a polite status and the countdown as a timer, then that the event has ended", async () => {
    const balancer = fakeBalancer();
    jest.spyOn(globalThis, 'fetch').mockImplementation(balancer.fetch);
    configure({ multiJuicer: { notifications: PATH } });
    renderNotice();
    // Configured: the live region is in the page before anything is said, and takes no focus.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();
    expect(balancer.requests).toEqual([PATH]);

    await balancer.answer(answer({ message: 'Hints are free until 12:00 <b>!</b>', enabled: true, endDate: '2026-09-01T10:00:03.000Z' }, '2026-09-01T09:00:00Z'));
    expect(screen.getByRole('region', { name: 'Event notice' })).toBeInTheDocument();
    // The message is text, never markup.
    expect(status).toHaveTextContent('Hints are free until 12:00 <b>!</b>');
    expect(status.querySelector('b')).toBeNull();
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 00:00:03');
    expect(status).not.toContainElement(screen.getByRole('timer'));
    expect(document.activeElement).toBe(document.body);

    await passes(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 00:00:02');
    await passes(2000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(status).toHaveTextContent('The event has ended.');
    expect(status).toHaveTextContent('Hints are free');
  });

  it('hides a message the trainer switched off, and everything once there is neither message nor end', async () => {
    const balancer = fakeBalancer();
    jest.spyOn(globalThis, 'fetch').mockImplementation(balancer.fetch);
    configure({ multiJuicer: { notifications: PATH } });
    renderNotice();
    await balancer.answer(answer({ message: 'Old news', enabled: false, endDate: '2026-09-01T12:00:00Z' }, '2026-09-01T09:00:00Z'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 02:00:00');
    await act(async () => jest.advanceTimersByTime(5000));
    await balancer.answer(answer({ message: '', enabled: false }, '2026-09-01T10:00:05Z'));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
