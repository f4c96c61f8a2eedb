import { DASHBOARD_TABS, type DashboardTab } from '../layout/layout';
import { matchRoute, routePath } from './route-path';
import { PANEL_FORMS, ROUTES, type PanelForm } from './route-table';

// Seed 2 §2.1: on pad and desktop a page opens beside the dashboard's current tab, under
// /dashboard/{tab}/panel/{phone path} or, for settings pages, /dashboard/{tab}/settings/{phone path}
// (the settings page itself is /dashboard/{tab}/settings). Which form a page takes is its row's.

export function isDashboardTab(value: string | undefined): value is DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '');
}

function isPanelForm(value: string | undefined): value is PanelForm {
  return (PANEL_FORMS as readonly string[]).includes(value ?? '');
}

/** The route pattern of a panel form: `/dashboard/:tab/panel/*`. */
export function panelFormPattern(form: PanelForm): string {
  return `${ROUTES.dashboard.path.replace(/\?$/, '')}/${form}/*`;
}

/** A dashboard path read back: its tab (as written) and, under a panel form, that form and the page after it. */
function readDashboardPath(pathname: string): { tab: string; form?: PanelForm; page: string } | undefined {
  const [, first = '', tab = '', form, ...page] = pathname.split('/');
  if (!tab || matchRoute(`/${first}/${tab}`)?.name !== 'dashboard') return undefined;
  return isPanelForm(form) ? { tab, form, page: page.length ? `/${page.join('/')}` : '' } : { tab, page: '' };
}

/** The dashboard tab a path is under, if any. */
export function tabOfPath(pathname: string): DashboardTab | undefined {
  const tab = readDashboardPath(pathname.split(/[?#]/)[0]!)?.tab;
  return isDashboardTab(tab) ? tab : undefined;
}

/** Where a phone route opens on pad and desktop, beside the given tab; a page of its own stays as it is. */
export function desktopPath(phonePath: string, tab: DashboardTab): string {
  const [pathOnly = '', query] = phonePath.split(/\?(.*)/s);
  if (readDashboardPath(pathOnly)) return phonePath; // already a dashboard path
  // A path no route knows opens in the panel, which says it is not found.
  const route = matchRoute(pathOnly);
  const form = route?.route.desktop ?? 'panel';
  if (form === 'standalone') return phonePath;
  const page = route?.name === 'settings' ? '' : pathOnly;
  return `${routePath('dashboard', { tab })}/${form}${page}${query ? `?${query}` : ''}`;
}

/** The phone route a panel path shows (the inverse of desktopPath); any other path as it is. */
export function phonePathOf(pathname: string): string {
  const read = readDashboardPath(pathname);
  if (!read?.form) return pathname;
  if (read.form === 'settings') return read.page && read.page !== '/' ? read.page : ROUTES.settings.path;
  return read.page || '/';
}
