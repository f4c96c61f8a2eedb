/**
 * Long content is collapsible: over 600 characters or over 15 lines; collapsed it shows 12 lines.
 * The seed collapses past 48 characters or 3 lines, which cut short everyday entries to a teaser on their own
 * page; a reader opened the diary to read it, so only a long one folds (docs/decisions.md, 2026-12-03).
 */
export const COLLAPSE_MIN_CHARACTERS = 600;
export const COLLAPSE_MIN_LINES = 15;
export const COLLAPSED_LINES = 12;

export function isCollapsible(content: string): boolean {
  return Array.from(content).length > COLLAPSE_MIN_CHARACTERS || content.split(/\r?\n/).length > COLLAPSE_MIN_LINES;
}
