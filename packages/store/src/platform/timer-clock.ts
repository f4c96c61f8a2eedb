import type { Clock } from './services';

/** The host's timer functions, passed in: the store itself touches no platform global. */
export interface HostTimers<Id> {
  setTimeout(callback: () => void, ms: number): unknown;
  setInterval(callback: () => void, ms: number): Id;
  clearInterval(id: Id): void;
}

/**
 * The clock of a real device over the host's timers, the same in the browser and the mini program:
 * `clock: timerClock({ setTimeout, setInterval, clearInterval })`. Tests use the memory platform's clock.
 */
export function timerClock<Id>(timers: HostTimers<Id>): Clock {
  // Called unbound: a browser's timers refuse any other `this` than the window.
  const { setTimeout: later, setInterval: repeat, clearInterval: cancel } = timers;
  return {
    now: () => new Date(),
    sleep: (ms) => new Promise((resolve) => void later(resolve, ms)),
    every: (ms, tick) => {
      const id = repeat(tick, ms);
      return () => cancel(id);
    },
  };
}
