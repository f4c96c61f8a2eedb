import { describe, expect, it } from 'vitest';
import { timerClock } from './timer-clock';

/** Host timers that record what the clock asked and run when told. */
function fakeTimers() {
  const intervals = new Map<number, () => void>();
  const timeouts: Array<{ callback: () => void; ms: number }> = [];
  let next = 0;
  return {
    intervals,
    timeouts,
    timers: {
      setTimeout(callback: () => void, ms: number) {
        timeouts.push({ callback, ms });
      },
      setInterval(callback: () => void) {
        next += 1;
        intervals.set(next, callback);
        return next;
      },
      clearInterval(id: number) {
        intervals.delete(id);
      },
    },
  };
}

describe("a device's clock over the host's timers", () => {
  it('sleeps on setTimeout, and ticks on setInterval until stopped', async () => {
    const host = fakeTimers();
    const clock = timerClock(host.timers);
    const slept = clock.sleep(300);
    expect(host.timeouts.map((t) => t.ms)).toEqual([300]);
    host.timeouts[0]!.callback();
    await slept;

    let ticks = 0;
    const stop = clock.every(1000, () => (ticks += 1));
    host.intervals.forEach((tick) => tick());
    expect(ticks).toBe(1);
    stop();
    expect(host.intervals.size).toBe(0);
  });
});
