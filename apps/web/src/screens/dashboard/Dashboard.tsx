import { isDashboardTab, isOpenPage, phonePathOf, routePath, type DashboardTab, type PanelForm } from '@diary/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { NotFound } from '../NotFound';
import { Pages, SignedIn } from '../Pages';
import { FullScreenPages } from '../PhonePage';
import { ArchiveTab } from './ArchiveTab';
import { Sidebar } from './Sidebar';
import { SyncStatus } from './SyncStatus';
import { TabBar } from './TabBar';
import { TopBar } from './TopBar';

// Every tab but the archive loads when first opened: the first load stays within its budget, and
// the People tab's pinyin dictionary and the Places tab's map (leaflet) load only there.
const LAZY_TABS: Record<Exclude<DashboardTab, 'archive'>, LazyExoticComponent<ComponentType>> = {
  location: lazy(() => import('../places/PlacesTab')),
  people: lazy(() => import('./PeopleTab')),
  tag: lazy(() => import('./StoriesTab')),
  status: lazy(() => import('./StatusTab').then((m) => ({ default: m.StatusTab }))),
  more: lazy(() => import('./MoreTab').then((m) => ({ default: m.MoreTab }))),
};

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
        <FullScreenPages settings={panel === 'settings'} statusLine />
      </SignedIn>
    );
  }
  return (
    <SignedIn>
      <div className={`dashboard ${view}${panel ? ' with-panel' : ''}`}>
        {view !== 'phone' && <Sidebar active={tab} />}
        <div className="dashboard-main">
          {view === 'phone' && <TopBar />}
          <SyncStatus />
          <main className="tab-content" data-tab={tab}>
            {tab === 'archive' ? <ArchiveTab /> : <LazyTab tab={tab} />}
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

function LazyTab({ tab }: { tab: keyof typeof LAZY_TABS }) {
  const Tab = LAZY_TABS[tab];
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Tab />
    </Suspense>
  );
}
