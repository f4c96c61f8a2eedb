import { indexedDbKeptFiles } from '@diary/browser';
import * as idb from 'idb-keyval';

/** Taro's H5 uploads take a blob address: the kept bytes come back as one. */
export const miniKeptFiles = indexedDbKeptFiles(idb, window, { handles: 'url' });
