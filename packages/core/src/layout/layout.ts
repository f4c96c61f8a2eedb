/** Layout classes by width: phone up to 768, pad up to 1280, desktop above. */
export const PHONE_MAX_WIDTH = 768;
export const PAD_MAX_WIDTH = 1280;
export type ScreenView = 'phone' | 'pad' | 'desktop';

export function screenView(width: number): ScreenView {
  if (width <= PHONE_MAX_WIDTH) return 'phone';
  if (width <= PAD_MAX_WIDTH) return 'pad';
  return 'desktop';
}

/** The landing page has its own breakpoints: 992 for its layout and 767 for its navbar. */
export const LANDING_LAYOUT_WIDTH = 992;
export const LANDING_NAV_WIDTH = 767;

export const APPEARANCES = ['auto', 'light', 'dark'] as const;
export type Appearance = (typeof APPEARANCES)[number];

/** Auto follows the system; light and dark are fixed. */
export function isDark(appearance: Appearance, systemPrefersDark: boolean): boolean {
  return appearance === 'dark' || (appearance === 'auto' && systemPrefersDark);
}

/** Dashboard tabs, in tab-bar order. */
export const DASHBOARD_TABS = ['archive', 'location', 'people', 'tag', 'status', 'more'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
