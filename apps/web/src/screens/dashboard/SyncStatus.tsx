import { lazy, Suspense } from 'react';
import { selectSyncStatus, showWaitingSheet } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate } from '../../i18n';

// The sheet's code (and its Popup's) loads when it is first opened: the first screen stays light.
const WaitingSheet = lazy(() => import('./WaitingSheet'));

/**
 * One line under the shell's bar while something waits: changes waiting to sync (or refused), or that the app is
 * offline. While changes wait it is a button: it opens the sheet of what waits.
 */
export function SyncStatus() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSyncStatus);
  if (!status.label) return null;
  const className = `sync-status${status.refused > 0 ? ' refused' : ''}`;
  if (!status.opensSheet) {
    return (
      <p role="status" className={className}>
        {translate(status.label)}
      </p>
    );
  }
  return (
    <div role="status">
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => dispatch(showWaitingSheet(true))}>
        {translate(status.label)}
        <span className="sync-status-more" aria-hidden="true">
          ›
        </span>
      </button>
    </div>
  );
}

/** The sheet of what waits, over every screen (the shell's line and a waiting diary's row open it). */
export function WaitingSheetHost() {
  const open = useAppSelector((state) => selectSyncStatus(state).sheetOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WaitingSheet />
    </Suspense>
  );
}
