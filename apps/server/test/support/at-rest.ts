import fs from 'node:fs';
import path from 'node:path';

/** Every file under a folder, with its bytes. */
export function filesUnder(dir: string): Array<{ file: string; bytes: Buffer }> {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((name) => {
    const file = path.join(dir, name);
    return fs.statSync(file).isFile() ? [{ file, bytes: fs.readFileSync(file) }] : [];
  });
}

/** Signatures of what must never lie on disk: an image or film as a program would recognise it, or a camera's EXIF block. */
const SIGNATURES = {
  'JPEG (JFIF)': Buffer.from('JFIF\u0000', 'latin1'),
  'EXIF block': Buffer.from('Exif\u0000\u0000', 'latin1'),
  PNG: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'MP4 (isom)': Buffer.from('ftypisom', 'latin1'),
  'HEIC (heic)': Buffer.from('ftypheic', 'latin1'),
  'HEIC (mif1)': Buffer.from('ftypmif1', 'latin1'),
};

/**
 * What of the originals or their copies lies readable in `files`: a signature anywhere, a file that starts as a JPEG
 * does (FF D8 FF), or any 48-byte run of an original (taken at eight places through each).
 */
export function readableMedia(files: Array<{ file: string; bytes: Buffer }>, originals: Buffer[]): string[] {
  const found: string[] = [];
  for (const { file, bytes } of files) {
    for (const [name, signature] of Object.entries(SIGNATURES)) if (bytes.includes(signature)) found.push(`${name} in ${file}`);
    if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) found.push(`a JPEG: ${file}`);
    for (const [n, original] of originals.entries())
      for (let at = 0; at < 8; at++) {
        const start = Math.floor(((original.length - 48) * at) / 7);
        if (bytes.includes(original.subarray(start, start + 48))) found.push(`original ${n} at ${start} in ${file}`);
      }
  }
  return found;
}
