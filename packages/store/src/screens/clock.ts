import type { RootState } from '../store';
import type { Clock } from '../platform/services';
import { screensActions } from './screens-slice';

/** How often the screens' "now" moves on: the finest thing a screen says about the time is a minute. */
export const SCREEN_CLOCK_MS = 60_000;

/** The screens' clock follows the platform's, from the store's creation on (a "today" drawn after midnight is the new day). */
export function keepScreensTime(clock: Clock, dispatch: (action: ReturnType<typeof screensActions.clockTicked>) => unknown): () => void {
  const tick = () => void dispatch(screensActions.clockTicked(clock.now().toISOString()));
  tick();
  return clock.every(SCREEN_CLOCK_MS, tick);
}

/** The moment it is for what the screens show (the platform clock's, to the minute). */
export const selectNow = (state: RootState): Date => new Date(state.screens.now);

/** Whether a screen is waiting for the server. */
export const selectBusy = (state: RootState, screen: string): boolean => state.screens.busy[screen] === true;

/** The year it is, for the copyright line. */
export const selectThisYear = (state: RootState): number => new Date(state.screens.now).getFullYear();
