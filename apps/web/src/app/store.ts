import { createDiaryStore, type DiaryStore } from '@diary/store';
import { webPlatform } from '../platform';

// The server serves the app and the API from one origin, so both are this page's origin.
export const store: DiaryStore = createDiaryStore(webPlatform, { apiBaseUrl: window.location.origin, siteUrl: window.location.origin });
