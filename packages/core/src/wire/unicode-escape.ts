/**
 * Titles and content may be stored with every character outside printable ASCII
 * written as a `\uXXXX` escape, behind this marker, so they survive stores that
 * mangle emoji or other non-ASCII text. Values without the marker are plain text.
 */
export const UNICODE_ESCAPE_MARKER = '\\u!';

function escapeCodeUnit(unit: number): string {
  return `\\u${unit.toString(16).padStart(4, '0')}`;
}

/** Encodes text for storage; the empty string stays empty. */
export function encodeUnicodeEscape(text: string): string {
  if (text === '') return '';
  let out = UNICODE_ESCAPE_MARKER;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // Backslash is escaped too, so text that happens to contain "\u0041" round-trips unchanged.
    const printableAscii = unit >= 0x20 && unit <= 0x7e && unit !== 0x5c;
    out += printableAscii ? text[i] : escapeCodeUnit(unit);
  }
  return out;
}

/** Decodes a stored value for display. Plain (unmarked) text and the empty string pass through. */
export function decodeUnicodeEscape(stored: string): string {
  if (!stored.startsWith(UNICODE_ESCAPE_MARKER)) return stored;
  return stored.slice(UNICODE_ESCAPE_MARKER.length).replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export function isUnicodeEscaped(stored: string): boolean {
  return stored.startsWith(UNICODE_ESCAPE_MARKER);
}
