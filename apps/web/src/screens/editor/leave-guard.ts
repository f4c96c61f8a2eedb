import { isWithinEditor } from '@diary/core';
import { confirmLeavingEditor, selectEditorHasChanges } from '@diary/store';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { DiaryStore } from '@diary/store';

/**
 * The editor's ways out that are not its own (the browser's Back, a link, another tab of the app):
 * while its draft has unsaved changes the store asks "Leave this edit page?" first, and closing or
 * reloading the tab gets the browser's own question. Its pickers are not a way out.
 */
export function useLeaveGuard(routeId: string): void {
  const dispatch = useAppDispatch();
  const store = useStore() as DiaryStore;
  const hasChanges = useAppSelector((s) => selectEditorHasChanges(s, routeId));
  // Read from the store when asked, not from the last render: ✕ and Publish drop the draft just before they go back.
  const blocker = useBlocker(({ nextLocation }) => !isWithinEditor(nextLocation.pathname, routeId) && selectEditorHasChanges(store.getState(), routeId));

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void dispatch(confirmLeavingEditor(routeId)).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, dispatch, routeId]);

  useEffect(() => {
    if (!hasChanges) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasChanges]);
}
