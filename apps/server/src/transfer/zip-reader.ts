import fs from 'node:fs/promises';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import yauzl from 'yauzl';
import type { z } from 'zod';
import { openLocalFile } from '../media/local-file';
import { HEADER_BYTES, isSealedBlob, openingStream, plainSize, sealedSpan } from '../media/sealed-format';
import { ImportRefusal } from './import-refusal';

/** The most entries an archive may have (a year of daily diaries with photos has a few thousand). */
const MAX_ENTRIES = 200_000;

export interface ZipReader {
  /** The names of the files in it, with their uncompressed sizes. */
  readonly sizes: ReadonlyMap<string, number>;
  readText(name: string, maxBytes: number): Promise<string>;
  /** An entry's bytes, in memory (a photo or video is sealed before it touches the disk). */
  read(name: string): Promise<Buffer>;
  close(): void;
}

/**
 * A ZIP read from its central directory (yauzl), which sits at its end: a truncated file has none and
 * is refused before anything is read from it. Every entry's size is checked against what the
 * directory says as it is read (a ZIP claiming small sizes cannot inflate into a bomb).
 */
/** A file sealed as it was written (an import's upload: sealed-format.ts's sealingStream), and what opens it. */
export interface SealedFile {
  fileKey: Buffer;
  where: string;
}

/**
 * yauzl reads a ZIP at random places (its directory at the end, then each entry): a reader that, for each range it
 * asks for, reads only the chunks holding it and opens them.
 */
class SealedReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly file: string,
    private readonly sealed: SealedFile,
    private readonly header: Buffer,
    private readonly plainBytes: number,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    if (end <= start) return (out.end(), out);
    const span = sealedSpan(this.plainBytes, start, end - 1);
    openLocalFile(this.file, { start: span.start, end: span.end }).then(
      (opened) => {
        if (!opened) return out.destroy(new Error('the sealed file is gone'));
        // Each step's failure fails the others, and a range read no further closes the file.
        pipeline(opened.body, openingStream(this.sealed.fileKey, this.sealed.where, this.header, this.plainBytes, span), out, () => undefined);
      },
      (error: unknown) => out.destroy(error as Error),
    );
    return out;
  }
}

async function openSealedZip(file: string, sealed: SealedFile, options: yauzl.Options): Promise<yauzl.ZipFile> {
  const handle = await fs.open(file, 'r');
  let header: Buffer;
  let size: number;
  try {
    header = Buffer.alloc(HEADER_BYTES);
    await handle.read(header, 0, HEADER_BYTES, 0);
    size = (await handle.stat()).size;
  } finally {
    await handle.close();
  }
  const plainBytes = plainSize(size);
  if (!isSealedBlob(header) || plainBytes === undefined) throw new Error('not a sealed file');
  return yauzl.fromRandomAccessReaderPromise(new SealedReader(file, sealed, header, plainBytes), plainBytes, options);
}

export async function openZip(file: string, sealed?: SealedFile): Promise<ZipReader> {
  let zip: yauzl.ZipFile;
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false, decodeStrings: true };
  try {
    zip = sealed ? await openSealedZip(file, sealed, options) : await yauzl.openPromise(file, options);
  } catch {
    // The library's reason names ZIP records; the person needs to know the file is cut short or not a ZIP.
    throw new ImportRefusal('invalidRequest', 'The file is not a complete ZIP archive: it may have been cut short while downloading or copying');
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (entries.size >= MAX_ENTRIES) throw new ImportRefusal('invalidRequest', `The archive has more than ${MAX_ENTRIES} files`);
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof ImportRefusal) throw error;
    throw new ImportRefusal('invalidRequest', `The ZIP archive is damaged (${(error as Error).message})`);
  }
  const entryOf = (name: string) =>
    entries.get(name) ??
    (() => {
      throw new ImportRefusal('invalidRequest', `The archive has no ${name}`);
    })();
  const open = async (entry: yauzl.Entry) => {
    try {
      return await zip.openReadStreamPromise(entry);
    } catch (error) {
      throw new ImportRefusal('invalidRequest', `${entry.fileName} cannot be read from the archive (${(error as Error).message})`);
    }
  };
  return {
    sizes: new Map([...entries].map(([name, entry]) => [name, entry.uncompressedSize])),
    async readText(name, maxBytes) {
      const entry = entryOf(name);
      if (entry.uncompressedSize > maxBytes) throw new ImportRefusal('invalidRequest', `${name} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
      try {
        return await text(await open(entry));
      } catch (error) {
        if (error instanceof ImportRefusal) throw error;
        throw new ImportRefusal('invalidRequest', `${name} is damaged in the archive (${(error as Error).message})`);
      }
    },
    async read(name) {
      try {
        return await buffer(await open(entryOf(name)));
      } catch (error) {
        if (error instanceof ImportRefusal) throw error;
        throw new ImportRefusal('invalidRequest', `${name} is damaged in the archive (${(error as Error).message})`);
      }
    },
    close: () => zip.close(),
  };
}

/** The most a JSON file of an archive may hold once inflated. */
const MAX_JSON_BYTES = 512 * 1024 * 1024;

/** A JSON file of the archive that must fit its schema; refused, saying where, when it is not JSON or is not `what`. */
export async function readJsonFile<T>(zip: ZipReader, file: string, schema: z.ZodType<T>, what: string): Promise<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await zip.readText(file, MAX_JSON_BYTES));
  } catch (error) {
    if (error instanceof ImportRefusal) throw error;
    throw new ImportRefusal('invalidRequest', `${file} is not JSON`);
  }
  const checked = schema.safeParse(parsed);
  if (!checked.success)
    throw new ImportRefusal('invalidRequest', `${file} is not ${what}: ${checked.error.issues[0]?.path.join('.')}: ${checked.error.issues[0]?.message}`);
  return checked.data;
}
