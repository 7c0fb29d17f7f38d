/** What the countdown to the event's end shows at `now`: the time left, or that it has ended. */
export interface Countdown {
  ended: boolean;
  /** The time left as hours:minutes:seconds, hours not capped at 24 (as MultiJuicer's own pages show it). */
  text: string;
  /** Milliseconds until the shown second changes (0 once ended). */
  nextChangeMs: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function countdownAt(endDate: string, now: number): Countdown | null {
  const end = Date.parse(endDate);
  if (Number.isNaN(end)) return null;
  const left = end - now;
  if (left <= 0) return { ended: true, text: '00:00:00', nextChangeMs: 0 };
  // Rounded up: the last second reads 00:00:01, and 00:00:00 is the end.
  const seconds = Math.ceil(left / 1000);
  return {
    ended: false,
    text: `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`,
    nextChangeMs: left - (seconds - 1) * 1000,
  };
}
