// A browser's file chooser and files: this module runs only in a browser page (the web app, the mini program's H5
// build), so it takes the DOM's own types rather than describing the few parts it needs as the others here do.
/// <reference lib="dom" />
import { mediaFormatOf, mediaFormatOfExtension } from '@diary/core';
import type { KeptFiles } from '@diary/store';

/**
 * A picked file's type. Browsers name a file by its extension from the system's list, and Chrome
 * on Linux and Windows and Firefox know no HEIC there: an iPhone's `IMG_0001.HEIC` comes with no
 * type at all. Then its first bytes decide (the server judges the upload the same way), and failing
 * those its name; "" when neither names a format the product takes.
 */
export async function pickedFileKind(file: File): Promise<string> {
  if (file.type && mediaFormatOf(file.type)) return file.type;
  const { fileTypeFromBlob } = await import('file-type');
  const sniffed = await fileTypeFromBlob(file).catch(() => undefined);
  const bySniff = mediaFormatOf(sniffed?.mime);
  if (bySniff) return bySniff.contentType;
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1];
  return (extension && mediaFormatOfExtension(extension)?.contentType) || file.type;
}

export const isHeif = (kind: string) => kind === 'image/heic' || kind === 'image/heif';

/** Whether this browser draws the picture itself (Safari draws HEIC; Chrome and Firefox do not). */
async function browserDraws(file: Blob): Promise<boolean> {
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * An address an <img> shows the picked photo by, before it is uploaded. A HEIC the browser cannot
 * draw is decoded here (libheif, loaded only then) to a JPEG; one that fails to decode has no
 * preview (undefined), and the editor shows its colour tile instead of a broken image.
 */
export async function pickedPhotoPreview(file: File, kind: string): Promise<string | undefined> {
  if (!isHeif(kind) || (await browserDraws(file))) return URL.createObjectURL(file);
  try {
    const { heicTo } = await import('heic-to/csp');
    return URL.createObjectURL(await heicTo({ blob: file, type: 'image/jpeg', quality: 0.8 }));
  } catch {
    return undefined;
  }
}

/** Kept files whose photo previews are drawable too: a HEIC kept for a waiting draft is decoded again after a reload. */
export function withDrawablePreviews(kept: KeptFiles): KeptFiles {
  return {
    ...kept,
    async read(key) {
      const found = await kept.read(key);
      if (!found || !(found.file instanceof File)) return found;
      const kind = await pickedFileKind(found.file);
      if (!isHeif(kind)) return found;
      URL.revokeObjectURL(found.previewUrl);
      return { file: found.file, previewUrl: (await pickedPhotoPreview(found.file, kind)) ?? '' };
    },
  };
}
