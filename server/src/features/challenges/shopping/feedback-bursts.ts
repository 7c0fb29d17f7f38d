/**
 * Counts the feedbacks each client got accepted within a short window: ten within twenty
 * seconds is more than anyone types through the form (each needs its own captcha solved), so
 * it can only be a script — replaying one solved captcha, or reading each answer from
 * GET /rest/captcha.
 */
export class FeedbackBursts {
  static readonly LIMIT = 10;
  static readonly WINDOW_MS = 20_000;
  private readonly times = new Map<string, number[]>();

  /** Records one accepted feedback of the client; answers how many fell within the window. */
  add(client: string, now: number = Date.now()): number {
    const since = now - FeedbackBursts.WINDOW_MS;
    // Forget clients whose last feedback has left the window, so the map stays small.
    for (const [key, times] of this.times) if (times[times.length - 1] < since) this.times.delete(key);
    const recent = (this.times.get(client) ?? []).filter((time) => time >= since);
    recent.push(now);
    this.times.set(client, recent);
    return recent.length;
  }
}
