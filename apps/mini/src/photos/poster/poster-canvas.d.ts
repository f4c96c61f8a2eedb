import type { PosterDrawing } from '@diary/store/poster';

/** poster-canvas.weapp.ts or poster-canvas.h5.ts, whichever Taro builds. */

/** The id of the page's canvas (WeChat draws on a `<canvas type="2d">` of the page; the browser needs none). */
export declare const POSTER_CANVAS_ID: string;
export declare const posterCanvasOnPage: boolean;

/** Draws the poster (its picture loaded from `pictureUrl`) and gives the picture of it to show and save. */
export declare function renderPoster(drawing: Omit<PosterDrawing, 'picture'>, pictureUrl: string): Promise<string>;

/** Saves the drawn poster: to the phone's album (asking for the permission as WeChat does), or as a download. */
export declare function savePoster(drawn: string, name: string, permissionNote: string): Promise<boolean>;
