import { isDashboardTab, isOpenPage, phonePathOf, routePath, type PanelForm } from '@diary/core';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { NotFound } from '../NotFound';
import { Pages, SignedIn } from '../Pages';
import { ArchiveTab } from './ArchiveTab';
import { ItemsTab } from './ItemsTab';
import { MoreTab } from './MoreTab';
import { Sidebar } from './Sidebar';
import { StatusTab } from './StatusTab';
import { TabBar } from './TabBar';
import { TopBar } from './TopBar';

// The People tab loads the pinyin dictionary; only it needs it.
const PeopleTab = lazy(() => import('./PeopleTab'));
// The Stories tab is loaded when opened, keeping the dashboard's first load within its budget.
const StoriesTab = lazy(() => import('./StoriesTab'));

/**
 * The dashboard shell (seed 2 §2.5): on a phone the top bar, the current tab and the tab bar; on pad
 * and desktop the sidebar and the tab. There a page opened from it (/dashboard/{tab}/panel/… or
 * …/settings/…) shows beside the tab; on a phone it covers it.
 */
export function Dashboard({ panel }: { panel?: PanelForm }) {
  const { tab } = useParams();
  const location = useLocation();
  const view = useAppSelector((s) => s.app.screenView);
  const signedIn = useAppSelector((s) => Boolean(s.session.userId));
  const start = useAppSelector((s) => s.app.start);
  // Seed 2 §2.1: /dashboard alone is the archive tab.
  if (tab === undefined) return <Navigate to={routePath('dashboard', { tab: 'archive' })} replace />;
  if (!isDashboardTab(tab)) return <NotFound />;
  // A visitor with a panel link to an open page (…/panel/gopro) gets that page on its own.
  const phonePath = phonePathOf(location.pathname);
  if (panel && start === 'ready' && !signedIn && isOpenPage(phonePath)) return <Navigate to={phonePath + location.search} replace />;
  if (panel && view === 'phone') {
    return (
      <SignedIn>
        <div className="phone-page">
          <Pages settings={panel === 'settings'} />
        </div>
      </SignedIn>
    );
  }
  return (
    <SignedIn>
      <div className={`dashboard ${view}${panel ? ' with-panel' : ''}`}>
        {view !== 'phone' && <Sidebar active={tab} />}
        <div className="dashboard-main">
          {view === 'phone' && <TopBar />}
          <main className="tab-content" data-tab={tab}>
            {tab === 'archive' && <ArchiveTab />}
            {tab === 'location' && <ItemsTab kind={tab} />}
            {tab === 'tag' && (
              <Suspense fallback={<div className="page-loading" />}>
                <StoriesTab />
              </Suspense>
            )}
            {tab === 'status' && <StatusTab />}
            {tab === 'people' && (
              <Suspense fallback={<div className="page-loading" />}>
                <PeopleTab />
              </Suspense>
            )}
            {tab === 'more' && <MoreTab />}
          </main>
          {view === 'phone' && <TabBar active={tab} />}
        </div>
        {panel && (
          <aside className="panel" aria-label="panel">
            <Pages settings={panel === 'settings'} />
          </aside>
        )}
      </div>
    </SignedIn>
  );
}
