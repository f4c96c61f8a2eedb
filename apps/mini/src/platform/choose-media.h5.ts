import { chooseFiles, describePickedFile } from '@diary/browser';
import type { ChooseMedia } from './contract';

/**
 * The browser build chooses as the web app does (@diary/browser): the browser's own file chooser, so an iPhone's HEIC
 * that Chrome gives no type is known by its first bytes and shown decoded (Taro's H5 chooseMedia loaded every photo
 * as an image first and dropped a HEIC the browser cannot draw). Taro's upload sends a blob address, so the File and a
 * video's poster frame are handed on as one.
 */
export const chooseMedia: ChooseMedia = async ({ fileType, max }) => {
  const files = await chooseFiles(fileType);
  // Only what fits is described; the rest of one pick is ignored (seed 1 §5).
  return Promise.all(
    files.slice(0, max).map(async (file) => {
      const picked = await describePickedFile(file);
      return {
        ...picked,
        file: URL.createObjectURL(file),
        ...(picked.poster ? { poster: URL.createObjectURL(picked.poster as Blob) } : {}),
        ...(picked.coverBase64 ? { previewUrl: picked.coverBase64 } : {}),
      };
    }),
  );
};
