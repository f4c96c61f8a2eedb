const EXTENSION_ALIASES: Record<string, string> = { jpeg: 'jpg' };

/** The extension of a name or a mime subtype, lower case, jpeg written jpg. */
export function normalizedExtension(nameOrMime: string): string {
  const last = nameOrMime.includes('/') ? nameOrMime.split('/').pop() : nameOrMime.split('.').pop();
  const extension = (last ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return EXTENSION_ALIASES[extension] ?? extension;
}

/** A picked photo's local filename: its id plus its lower-case extension (jpeg becomes jpg). */
export function photoFilename(id: string, originalName: string): string {
  const extension = normalizedExtension(originalName);
  return extension ? `${id}.${extension}` : id;
}

/** A video's poster sits beside it with the same name and a jpg extension. */
export function videoPosterFilename(videoFilename: string): string {
  return videoFilename.replace(/\.[^./]+$/, '') + '.jpg';
}

/** The storage key of an uploaded file. */
export function uploadKey(filename: string): string {
  return `file/${filename}`;
}
