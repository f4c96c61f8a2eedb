import { desktopPath, type DashboardTab, type ScreenView } from '@diary/core';

/**
 * The path a phone route has in a layout: itself on a phone; on pad and desktop its desktop form
 * from core's route table, beside the current tab (/dashboard/{tab}/panel/… or …/settings/…).
 */
export function layoutPath(phonePath: string, view: ScreenView, currentTab: DashboardTab = 'archive'): string {
  return view === 'phone' ? phonePath : desktopPath(phonePath, currentTab);
}
