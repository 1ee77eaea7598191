/** UTC calendar periods of the monthly quota and the daily count (contract §1: months and days are UTC). */
export interface Periods {
  /** "YYYY-MM" */
  month: string;
  /** "YYYY-MM-DD" */
  day: string;
  monthStart: Date;
  /** First instant of the next month (exclusive end of this one). */
  monthEnd: Date;
  /** First instant of the next day. */
  dayEnd: Date;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function periodsAt(nowMs: number): Periods {
  const now = new Date(nowMs);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const date = now.getUTCDate();
  return {
    month: `${pad(year, 4)}-${pad(month + 1)}`,
    day: `${pad(year, 4)}-${pad(month + 1)}-${pad(date)}`,
    monthStart: new Date(Date.UTC(year, month, 1)),
    monthEnd: new Date(Date.UTC(year, month + 1, 1)),
    dayEnd: new Date(Date.UTC(year, month, date + 1)),
  };
}

/** Whole seconds (≥ 1) from `nowMs` until `until`: the Retry-After of a 429. */
export function secondsUntil(until: Date, nowMs: number): number {
  return Math.max(1, Math.ceil((until.getTime() - nowMs) / 1000));
}
