/**
 * Counts how often each answered captcha was sent within a short window: ten feedbacks on
 * one captcha within twenty seconds can only be automation replaying a solved answer.
 */
export class CaptchaReplays {
  static readonly LIMIT = 10;
  static readonly WINDOW_MS = 20_000;
  private readonly uses = new Map<number, number[]>();

  /** Records one accepted use of the captcha; answers how many fell within the window. */
  use(captchaId: number, now: number = Date.now()): number {
    const since = now - CaptchaReplays.WINDOW_MS;
    // Forget captchas whose last use has left the window, so the map stays small.
    for (const [id, times] of this.uses) if (times[times.length - 1] < since) this.uses.delete(id);
    const recent = (this.uses.get(captchaId) ?? []).filter((time) => time >= since);
    recent.push(now);
    this.uses.set(captchaId, recent);
    return recent.length;
  }
}
