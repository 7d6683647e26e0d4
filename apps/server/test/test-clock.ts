/** A clock tests move by hand, so time-based rules are checked without sleeping. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  set(at: Date): void;
}

export function testClock(
  start = new Date("2026-03-10T04:30:00.000Z"),
): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
