/**
 * How keyword search compares text: case-insensitive over all of Unicode, as PostgreSQL's
 * lower() does in a UTF-8 locale. Both databases fold the same way, so a search finds the
 * same diaries whichever one the server runs on.
 */
export function foldCase(text: string): string {
  return text.toLowerCase();
}
