// Sizes and timings both clients share (seed 1 §9, seed 2 §2 and §9), in px and ms.

export const TOP_BAR_HEIGHT = 56;
export const STATUS_BAR_HEIGHT = 0;

export const LIST_ROW_HEIGHT = 144;
export const LIST_DAY_GAP = 16;
export const LIST_MONTH_LABEL_HEIGHT = 32;

export const PICKER_ROW_HEIGHT = 40;
export const PICKER_SETTLE_MS = 200;

export const TOAST_DURATION_MS = 1500;
export const ANIMATION_SHORT_MS = 50;
export const ANIMATION_MEDIUM_MS = 300;
export const ANIMATION_LONG_MS = 500;
export const OVERLAY_OPEN_DELAY_MS = 50;
export const OVERLAY_CLOSE_MS = 400;
export const SMOOTH_SCROLL_MS = 500;
export const SHEET_DRAG_CLOSE_PX = 48;
export const DRAWER_DRAG_CLOSE_PX = 56;
export const PREVIEW_DRAG_CLOSE_PX = 48;

/** Whether a sheet's or drawer's handle, pressed at `fromY` and let go at `toY`, was dragged down far enough to close it. */
export function dragClosesOverlay(fromY: number, toY: number, distance: number): boolean {
  return toY - fromY >= distance;
}
export const PREVIEW_CLOSE_MS = 500;
export const WINDOW_RESIZE_DEBOUNCE_MS = 400;

export const LOGIN_MODAL_SLIDE_IN_MS = 50;
export const LOGIN_MODAL_CLOSE_MS = 500;
export const CONFETTI_MS = [1200, 1600] as const;

export const LANDING_NAVBAR_HIDE_PX = 80;
export const LANDING_BACK_TO_TOP_PX = 560;
export const LANDING_GET_STARTED_PX = 450;

export const GALLERY_DOTS_VISIBLE = 5;
export const GALLERY_PAGE_TIP_MS = 1400;
export const GALLERY_MAX_WIDTH = 620;
export const GALLERY_DEFAULT_SQUARE = 480;

export const STORY_TAB_INDICATOR_DELAY_MS = 500;
export const STORY_SKELETONS_VIEW = 20;
export const STORY_SKELETONS_SELECT = 10;
export const PEOPLE_SKELETONS = 6;
export const PEOPLE_PAGE_SIZE = 20;
export const PEOPLE_INDEX_ITEM_HEIGHT = 12;

/** People grid item width: 224 px when the page is wider than 400 px, else half the width minus 20. */
export function peopleItemWidth(pageWidth: number): number {
  return pageWidth > 400 ? 224 : pageWidth / 2 - 20;
}

/** Avatars in the people grid are the item width minus 32. */
export function peopleAvatarSize(pageWidth: number): number {
  return peopleItemWidth(pageWidth) - 32;
}

export const REQUEST_TIMEOUT_MS = 30_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A list's keyword filter applies once typing has stopped this long. */
export const SUB_KEYWORD_DELAY_MS = 500;
/** The place picker searches the user's places once typing has stopped this long. */
export const PLACE_SEARCH_DELAY_MS = 300;
