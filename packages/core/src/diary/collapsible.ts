/** Content over 48 characters or over 3 lines is collapsible; collapsed it shows 3 lines. */
export const COLLAPSE_MIN_CHARACTERS = 48;
export const COLLAPSED_LINES = 3;

export function isCollapsible(content: string): boolean {
  return Array.from(content).length > COLLAPSE_MIN_CHARACTERS || content.split(/\r?\n/).length > COLLAPSED_LINES;
}
