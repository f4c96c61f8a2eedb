/** Time comes in through a clock so every rule can be tested at a chosen moment. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock fixed at one moment (tests, previews). */
export function fixedClock(at: Date | string): Clock {
  const time = new Date(at).getTime();
  return { now: () => new Date(time) };
}
