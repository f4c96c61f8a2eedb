import { isOpenPage } from '@diary/core';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../app/hooks';
import { layoutPath } from '../layout/paths';
import { SyncStatus } from './dashboard/SyncStatus';
import { Pages } from './Pages';

/**
 * A phone route (/edit/new, /detail/{id}…) full screen; on wider screens it opens in the archive
 * tab's panel instead — except an open page (the Pro page, FAQs, about…) for a visitor, who has no
 * dashboard to open it beside: it stays a page of its own.
 */
export function PhonePage() {
  const location = useLocation();
  const view = useAppSelector((s) => s.app.screenView);
  const signedIn = useAppSelector((s) => Boolean(s.session.userId));
  const path = location.pathname + location.search;
  const wide = layoutPath(path, view, 'archive');
  const standalone = !signedIn && isOpenPage(location.pathname);
  if (view !== 'phone' && wide !== path && !standalone) return <Navigate to={wide} replace />;
  return <FullScreenPages statusLine={signedIn} />;
}

/** The phone routes full screen, with (for a signed-in person) the line of what waits to sync, or that the app is offline, as over the tabs. */
export function FullScreenPages({ settings = false, statusLine }: { settings?: boolean; statusLine: boolean }) {
  return (
    <div className="phone-page">
      {statusLine && <SyncStatus />}
      <Pages settings={settings} />
    </div>
  );
}
