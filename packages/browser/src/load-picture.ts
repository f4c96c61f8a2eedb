/** The part of a browser's image this needs (see video-frame.ts on why the DOM's types stay out). */
interface LoadingImage {
  crossOrigin: string | null;
  decoding: string;
  src: string;
  decode(): Promise<void>;
}

/**
 * Loads a picture so a canvas may read it back: same origin, or another origin that allows it (CORS).
 * `page` is the browser's window; a picture that will not load gives nothing.
 */
export async function loadPicture<I extends LoadingImage>(page: { Image: new () => I }, url: string): Promise<I | undefined> {
  const image = new page.Image();
  image.crossOrigin = 'anonymous';
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
    return image;
  } catch {
    // A picture that will not load leaves the plain band: the poster still carries its link.
    return undefined;
  }
}
