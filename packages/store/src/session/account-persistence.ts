import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { ACCOUNT } from '../persist/keys';
import { writeLocal } from '../persist/local-data';
import type { RootState, StoreExtra } from '../store';

/**
 * The account is written to the device each time the server's answer changes it, so an app started without a
 * network knows the person's Pro status (and the gate lets a Pro or trial user write). A sign-out clears it
 * with the user's other keys; the state's reset to no user writes nothing.
 */
export function persistAccountOnChange(listeners: ListenerMiddlewareInstance<unknown, ThunkDispatch<unknown, unknown, UnknownAction>, StoreExtra>): void {
  listeners.startListening({
    predicate: (_action, current, previous) => (current as RootState).session.user !== (previous as RootState).session.user,
    effect: async (_action, api) => {
      const { user } = (api.getState() as RootState).session;
      if (user) await writeLocal(api.extra.platform.storage, ACCOUNT, user);
    },
  });
}
