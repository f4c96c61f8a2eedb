import { loadPicture } from '@diary/browser';
import { drawPoster, type PosterDrawing } from '@diary/store/poster';
import { miniFiles } from '../../platform/files';

export const POSTER_CANVAS_ID = 'poster-canvas';
export const posterCanvasOnPage = false;

export async function renderPoster(drawing: Omit<PosterDrawing, 'picture'>, pictureUrl: string): Promise<string> {
  const canvas = document.createElement('canvas');
  const picture = pictureUrl ? await loadPicture(window, pictureUrl) : undefined;
  drawPoster(canvas, { ...drawing, ...(picture ? { picture } : {}) });
  return canvas.toDataURL('image/png');
}

export async function savePoster(drawn: string, name: string, _permissionNote: string): Promise<boolean> {
  await miniFiles.download(drawn, name);
  return true;
}
