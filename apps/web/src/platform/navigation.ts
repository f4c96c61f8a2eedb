import { routePath, screenView, tabOfPath } from '@diary/core';
import type { Navigation } from '@diary/store';
import type { NavigateFunction } from 'react-router';
import { layoutPath } from '../layout/paths';

let navigateWith: NavigateFunction | null = null;

/** The router hands its navigate function over once it exists (see app/router.tsx). */
export function connectNavigation(navigate: NavigateFunction): void {
  navigateWith = navigate;
}

/** Where a phone route opens now: on wider screens inside the current tab's panel. */
export function currentLayoutPath(phonePath: string): string {
  const tab = tabOfPath(window.location.pathname) ?? 'archive';
  return layoutPath(phonePath, screenView(window.innerWidth), tab);
}

/** The store navigates with the seeds' phone routes; the layout decides where they open. */
export const webNavigation: Navigation = {
  navigate: (path) => void navigateWith?.(currentLayoutPath(path)),
  replace: (path) => void navigateWith?.(currentLayoutPath(path), { replace: true }),
  back: (orElse) => {
    // Opened directly (no history inside the app): back goes where the screen says, else to the dashboard.
    if ((window.history.state as { idx?: number } | null)?.idx) void navigateWith?.(-1);
    else if (orElse) void navigateWith?.(currentLayoutPath(orElse), { replace: true });
    else void navigateWith?.(routePath('dashboard', { tab: tabOfPath(window.location.pathname) ?? 'archive' }), { replace: true });
  },
};
