import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { withoutHandles } from '../editor/draft-persistence';
import { OUTBOX } from '../persist/keys';
import { removeLocal, writeLocal } from '../persist/local-data';
import type { RootState, StoreExtra } from '../store';

/** The outbox is written to the device after each change, so a save waiting for the network outlives a reload or a restart. */
export function persistOutboxOnChange(listeners: ListenerMiddlewareInstance<unknown, ThunkDispatch<unknown, unknown, UnknownAction>, StoreExtra>): void {
  listeners.startListening({
    predicate: (_action, current, previous) => (current as RootState).outbox.entries !== (previous as RootState).outbox.entries,
    effect: async (_action, api) => {
      const { entries } = (api.getState() as RootState).outbox;
      const { storage } = api.extra.platform;
      if (entries.length === 0) await removeLocal(storage, OUTBOX);
      else
        await writeLocal(
          storage,
          OUTBOX,
          entries.map((entry) => (entry.kind === 'save' ? { ...entry, draft: withoutHandles(entry.draft) } : entry)),
        );
    },
  });
}
