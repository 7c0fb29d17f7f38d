/**
 * MultiJuicer's system-wide notification as its balancer answers GET <path> (facts read in its
 * sources): a trainer's message, whether it is shown, and the event's end for the countdown.
 */
export interface MultiJuicerNotification {
  message: string;
  enabled: boolean;
  /** ISO time the notification last changed. */
  updatedAt?: string;
  /** ISO time the event ends; absent without a countdown. */
  endDate?: string;
}

/** The balancer holds a long poll up to 25 s; between two requests the client waits so that one starts at most every 5 s, at least 3 s after the last answer. */
const TARGET_INTERVAL_MS = 5000;
const MIN_WAIT_MS = 3000;
const RETRY_AFTER_ERROR_MS = 5000;

export interface PollOptions {
  /** The balancer's notifications path on the shop's origin (configuration: multiJuicer.notifications). */
  path: string;
  /** Told each notification the balancer answers with (a long poll's 204 tells nothing). */
  onNotification: (notification: MultiJuicerNotification) => void;
  signal: AbortSignal;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A notification from an answer's JSON, or null when it is not one (a proxy's error page, say). */
export function readNotification(body: unknown): MultiJuicerNotification | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, enabled, updatedAt, endDate } = body as Record<string, unknown>;
  if (typeof enabled !== 'boolean' || (message !== undefined && typeof message !== 'string')) return null;
  const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
  return {
    message: typeof message === 'string' ? message : '',
    enabled,
    ...(isTime(updatedAt) ? { updatedAt } : {}),
    ...(isTime(endDate) ? { endDate } : {}),
  };
}

/** A time as the balancer parses it back (RFC 3339, UTC), or null when there is none. */
function isoTime(value: string | null | undefined): string | null {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      resolve();
    }
    signal.addEventListener('abort', finish, { once: true });
  });
}

/**
 * Polls the balancer's notifications until `signal` aborts, as its own pages do: a first GET,
 * then long polls with `wait-for-update-after` set to the time of the last change the balancer
 * reported (its X-Last-Update header, else the notification's updatedAt), so a change shows
 * within moments; a failure is retried after 5 s and never shown to the trainee.
 */
export async function pollNotifications({ path, onNotification, signal, fetch: fetchFn = fetch, now = Date.now }: PollOptions): Promise<void> {
  let lastUpdate: string | null = null;
  while (!signal.aborted) {
    const started = now();
    let pause = RETRY_AFTER_ERROR_MS;
    try {
      const url: string = lastUpdate ? `${path}?wait-for-update-after=${encodeURIComponent(lastUpdate)}` : path;
      const response: Response = await fetchFn(url, { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
      if (response.status === 200) {
        const notification = readNotification(await response.json());
        if (notification) {
          lastUpdate = isoTime(response.headers.get('X-Last-Update')) ?? isoTime(notification.updatedAt) ?? lastUpdate;
          onNotification(notification);
        }
        pause = Math.max(MIN_WAIT_MS, TARGET_INTERVAL_MS - (now() - started));
      } else if (response.status === 204) {
        pause = Math.max(MIN_WAIT_MS, TARGET_INTERVAL_MS - (now() - started));
      }
    } catch {
      // Unreachable balancer or an abort: try again later (or stop, below).
    }
    if (signal.aborted) return;
    await wait(pause, signal);
  }
}
