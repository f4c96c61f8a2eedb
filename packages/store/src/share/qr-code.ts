import { generate } from 'lean-qr/nano';

/** The quiet zone around a code: the four modules the standard asks for. */
export const QR_QUIET_MODULES = 4;

/**
 * A QR code of `text` as one SVG path over a square of `size` modules (the quiet zone included), each
 * dark module a unit square: a page draws it at any size with `viewBox="0 0 size size"`.
 */
export function qrCodePath(text: string): { size: number; path: string } {
  const code = generate(text);
  let path = '';
  for (let row = 0; row < code.size; row += 1) {
    for (let column = 0; column < code.size; column += 1) {
      if (code.get(column, row)) path += `M${column + QR_QUIET_MODULES} ${row + QR_QUIET_MODULES}h1v1h-1z`;
    }
  }
  return { size: code.size + QR_QUIET_MODULES * 2, path };
}
