import { systemClock } from '@diary/core';
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
  // Kept as plain functions and called as such, never as methods of `timers`: a host's timer
  // functions may insist on their own `this`.
  const { setTimeout: later, setInterval: repeat, clearInterval: cancel } = timers;
  return {
    now: () => systemClock.now(),
    sleep: (ms) => new Promise((resolve) => void later(resolve, ms)),
    every: (ms, tick) => {
      const id = repeat(tick, ms);
      return () => cancel(id);
    },
  };
}
