/** What a file is, from the first part of its mime type ("kind"). */
export type FileType = 'image' | 'video' | 'audio';
export const FILE_TYPES: readonly FileType[] = ['image', 'video', 'audio'];

/** The file type for a mime type such as `image/jpeg`; undefined for anything unsupported. */
export function fileTypeFromKind(kind: string | null | undefined): FileType | undefined {
  const first = (kind ?? '').split('/')[0]?.trim().toLowerCase();
  return (FILE_TYPES as readonly string[]).includes(first ?? '') ? (first as FileType) : undefined;
}

export function isSupportedKind(kind: string | null | undefined): boolean {
  return fileTypeFromKind(kind) !== undefined;
}
