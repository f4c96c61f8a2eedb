import Taro from '@tarojs/taro';
import { drawPoster, type PosterCanvas, type PosterDrawing, type PosterPicture } from '@diary/store/poster';

export const POSTER_CANVAS_ID = 'poster-canvas';
export const posterCanvasOnPage = true;

type WechatCanvas = PosterCanvas & { createImage(): PosterPicture & { src: string; onload: () => void; onerror: () => void } };

function canvasNode(): Promise<WechatCanvas> {
  return new Promise((resolve, reject) => {
    Taro.createSelectorQuery()
      .select(`#${POSTER_CANVAS_ID}`)
      .fields({ node: true, size: true })
      .exec((result: Array<{ node?: WechatCanvas } | null>) =>
        result[0]?.node ? resolve(result[0].node) : reject(new Error('The poster canvas is not on the page')),
      );
  });
}

/** A picture the canvas can draw; none when it does not load (the poster still carries its code). */
function loadPicture(canvas: WechatCanvas, url: string): Promise<PosterPicture | undefined> {
  if (!url) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const image = canvas.createImage();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(undefined);
    image.src = url;
  });
}

export async function renderPoster(drawing: Omit<PosterDrawing, 'picture'>, pictureUrl: string): Promise<string> {
  const canvas = await canvasNode();
  const picture = await loadPicture(canvas, pictureUrl);
  drawPoster(canvas, { ...drawing, ...(picture ? { picture } : {}) });
  // At the poster's own size: left to itself WeChat multiplies by the screen's pixel ratio (about 2250 × 3800 on a 3× phone).
  const size = { x: 0, y: 0, width: canvas.width, height: canvas.height, destWidth: canvas.width, destHeight: canvas.height };
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: canvas as unknown as Taro.Canvas, fileType: 'png', ...size });
  return tempFilePath;
}

/**
 * Saves to the album. WeChat asks for the permission the first time; once refused it does not ask
 * again, so the user is told why and offered WeChat's settings page, where it can be turned on.
 */
export async function savePoster(drawn: string, _name: string, permissionNote: string): Promise<boolean> {
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: drawn });
    return true;
  } catch (error) {
    const refused = /auth|deny|denied/i.test((error as { errMsg?: string }).errMsg ?? '');
    if (!refused) return false;
    const { confirm } = await Taro.showModal({ title: '', content: permissionNote });
    if (confirm) await Taro.openSetting();
    return false;
  }
}
