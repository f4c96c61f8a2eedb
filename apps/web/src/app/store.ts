import { createDiaryStore, type DiaryStore } from '@diary/store';
import { webPlatform } from '../platform';

/**
 * The app's store. main.tsx makes it one task after this code has loaded: evaluating the store's code and making the
 * store were one task of ≈ 270 ms on a slow phone (docs/benchmarks.md, "Start in shorter tasks").
 */
export function createAppStore(): DiaryStore {
  // The server serves the app and the API from one origin, so both are this page's origin.
  return createDiaryStore(webPlatform, { apiBaseUrl: window.location.origin, siteUrl: window.location.origin });
}
