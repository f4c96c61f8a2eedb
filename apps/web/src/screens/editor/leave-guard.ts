import { selectEditorHasChanges } from '@diary/store';
import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';

/**
 * The editor's ways out that are not its own: the browser's Back, a link or another tab of the app leave at once and
 * the draft waits on the device for this route's editor (the store keeps it), as Day One keeps an entry left by Back.
 * Closing or reloading the tab with unsaved changes gets the browser's own question; the draft is kept either way.
 */
export function useLeaveGuard(routeId: string): void {
  const hasChanges = useAppSelector((s) => selectEditorHasChanges(s, routeId));
  useEffect(() => {
    if (!hasChanges) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasChanges]);
}
