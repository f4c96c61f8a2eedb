import { selectSyncStatus } from '@diary/store';
import { useAppSelector } from '../../app/hooks';
import { translate } from '../../i18n';

/** One line under the shell's bar while something waits: diaries waiting to sync (or refused), or that the app is offline. */
export function SyncStatus() {
  const status = useAppSelector(selectSyncStatus);
  if (!status.label) return null;
  return (
    <p role="status" className={`sync-status${status.refused > 0 ? ' refused' : ''}`}>
      {translate(status.label)}
    </p>
  );
}
