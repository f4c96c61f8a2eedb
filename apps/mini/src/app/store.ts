import { createDiaryStore, type DiaryStore } from '@diary/store';
import { miniPlatform } from '../platform';

/** The H5 build is served by the server itself; the weapp build talks to the configured server. */
const apiBase = process.env.TARO_ENV === 'h5' ? window.location.origin : DIARY_API_BASE;

export const store: DiaryStore = createDiaryStore(miniPlatform, { apiBaseUrl: apiBase, siteUrl: apiBase });
