export interface DeliveryOptions {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Wait before the second attempt; doubled before each further one. */
  firstDelayMs: number;
  /** One attempt gives up after this long without an answer. */
  timeoutMs: number;
  /** Told once per payload that could not be delivered. */
  onGiveUp: (reason: string) => void;
}

export const DEFAULT_DELIVERY: Omit<DeliveryOptions, 'onGiveUp'> = { attempts: 5, firstDelayMs: 1000, timeoutMs: 5000 };

/** Answers worth another try: the receiver is busy or briefly broken, not refusing the body. */
function retryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * POSTs JSON bodies to one URL in the background, each with its own retries (exponential back-off),
 * so a slow or absent receiver never holds up the request that solved a challenge. Timers are
 * unref'd; a stopping shop gives the POSTs under way a moment (settle) and drops the retries.
 */
export class WebhookDelivery {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly options: DeliveryOptions,
  ) {}

  /** Queues the body and returns at once. */
  send(body: unknown): void {
    if (this.stopped) return;
    this.attempt(JSON.stringify(body), 1);
  }

  /** Resolves when nothing is being sent or waiting for a retry (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.timers.size > 0) {
      await Promise.all([...this.inFlight]);
      if (this.inFlight.size === 0 && this.timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /**
   * Waits for the POSTs under way (not for retries still waiting) at most maxMs: a stopping shop
   * lets the solves of its last requests reach the receiver.
   */
  async settle(maxMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, maxMs);
    });
    await Promise.race([Promise.allSettled([...this.inFlight]), deadline]);
    clearTimeout(timer);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private attempt(json: string, number: number): void {
    const run = this.post(json).then((failure) => {
      this.inFlight.delete(run);
      if (failure === null || this.stopped) return;
      if (failure.final || number >= this.options.attempts) {
        this.options.onGiveUp(`${failure.reason} after ${number} attempt${number === 1 ? '' : 's'}`);
        return;
      }
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.attempt(json, number + 1);
      }, this.options.firstDelayMs * 2 ** (number - 1));
      timer.unref();
      this.timers.add(timer);
    });
    this.inFlight.add(run);
  }

  /** One POST: null when delivered, else why not and whether another try could help. */
  private async post(json: string): Promise<{ reason: string; final: boolean } | null> {
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return null;
      return { reason: `HTTP ${response.status}`, final: !retryable(response.status) };
    } catch (error) {
      return { reason: error instanceof Error ? error.message : String(error), final: false };
    }
  }
}
