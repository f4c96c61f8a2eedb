import crypto from 'node:crypto';
import { Transform } from 'node:stream';

/**
 * A photo or video as stored: encrypted in chunks, so that a part of it (a player's seek) is read
 * and decrypted without the rest. The construction is Tink's AES-GCM-HKDF streaming AEAD (and
 * age's STREAM), over node's AES-256-GCM:
 *
 *   header  = MAGIC (8 bytes) | salt (16 random bytes)
 *   chunk i = AES-256-GCM(blob key, nonce = 0⁷ | i as uint32 BE | last ? 1 : 0, 64 KiB of the file) | tag (16)
 *   blob key = HKDF-SHA256(the object's file key, salt, "diary media" | where)
 *
 * `where` names the user, the object and which copy it is (the original, a size, a visitor's copy),
 * so a blob copied under another name or another person's object does not open; the salt gives
 * every blob a key of its own, so nonces never repeat under one key; the last chunk's flag means a
 * blob cut short at a chunk boundary is refused, not taken as whole.
 */
export const MAGIC = Buffer.from('\u0000dmseal1', 'latin1');
const SALT_BYTES = 16;
export const HEADER_BYTES = MAGIC.length + SALT_BYTES;
export const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const SEALED_CHUNK_BYTES = CHUNK_BYTES + TAG_BYTES;

/** Whether stored bytes (at least their first eight) are a sealed blob; anything else is a file stored before media were sealed. */
export const isSealedBlob = (head: Buffer) => head.length >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC);

const chunksOf = (plainBytes: number) => Math.max(1, Math.ceil(plainBytes / CHUNK_BYTES));

/** How many bytes a file of `plainBytes` takes sealed. */
export const sealedSize = (plainBytes: number) => HEADER_BYTES + plainBytes + chunksOf(plainBytes) * TAG_BYTES;

/** How many bytes the file a sealed blob of `sealedBytes` holds; undefined when no blob has that size (it was cut). */
export function plainSize(sealedBytes: number): number | undefined {
  const body = sealedBytes - HEADER_BYTES;
  if (body < TAG_BYTES) return undefined;
  const plain = body - Math.ceil(body / SEALED_CHUNK_BYTES) * TAG_BYTES;
  return plain >= 0 && sealedSize(plain) === sealedBytes ? plain : undefined;
}

function blobKey(fileKey: Buffer, salt: Buffer, where: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', fileKey, salt, `diary media\u0000${where}`, 32));
}

function nonce(index: number, last: boolean): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(index, 7);
  bytes[11] = last ? 1 : 0;
  return bytes;
}

/** One chunk sealed: its ciphertext and tag. */
function sealChunk(key: Buffer, index: number, last: boolean, plain: Buffer): Buffer {
  const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce(index, last));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

/** One chunk opened; throws when it was changed, moved or is another blob's. */
function openChunk(key: Buffer, index: number, last: boolean, sealed: Buffer): Buffer {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, nonce(index, last));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
}

/** A new random key for one stored object: it seals the object and every copy made of it. */
export const newFileKey = () => crypto.randomBytes(32);

/** Seals a whole file (uploads and copies are in memory already). */
export function sealBlob(fileKey: Buffer, where: string, plain: Buffer): Buffer {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = blobKey(fileKey, salt, where);
  const count = chunksOf(plain.length);
  const chunks = Array.from({ length: count }, (_, i) => sealChunk(key, i, i === count - 1, plain.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES)));
  return Buffer.concat([MAGIC, salt, ...chunks]);
}

/**
 * Seals a stream as it passes (an import's ZIP, up to gigabytes, never whole in memory): the header, then each chunk
 * once the next byte shows it is not the last; the last at the end. The same bytes as `sealBlob` would make.
 */
export function sealingStream(fileKey: Buffer, where: string): Transform {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = blobKey(fileKey, salt, where);
  let index = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const seal = (plain: Buffer, last: boolean) => sealChunk(key, index++, last, plain);
  return new Transform({
    construct(done) {
      this.push(Buffer.concat([MAGIC, salt]));
      done();
    },
    transform(piece: Buffer, _encoding, done) {
      pending.push(piece);
      pendingBytes += piece.length;
      if (pendingBytes <= CHUNK_BYTES) return done();
      let all = Buffer.concat(pending);
      // Strictly more than a chunk: the chunk sealed now is not the last.
      while (all.length > CHUNK_BYTES) {
        this.push(seal(all.subarray(0, CHUNK_BYTES), false));
        all = all.subarray(CHUNK_BYTES);
      }
      pending = [all];
      pendingBytes = all.length;
      done();
    },
    flush(done) {
      this.push(seal(Buffer.concat(pending), true));
      done();
    },
  });
}

/** The part of a sealed blob holding the file's bytes `start`…`end` (inclusive): where its chunks lie. */
export interface SealedSpan {
  /** The stored bytes to read (inclusive), whole chunks. */
  start: number;
  end: number;
  firstChunk: number;
  /** Bytes of the first chunk's plain text before `start`. */
  skip: number;
  /** How many plain bytes are wanted. */
  length: number;
}

export function sealedSpan(plainBytes: number, start: number, end: number): SealedSpan {
  const firstChunk = Math.floor(start / CHUNK_BYTES);
  const lastChunk = Math.floor(Math.max(end, start) / CHUNK_BYTES);
  return {
    start: HEADER_BYTES + firstChunk * SEALED_CHUNK_BYTES,
    end: Math.min(sealedSize(plainBytes), HEADER_BYTES + (lastChunk + 1) * SEALED_CHUNK_BYTES) - 1,
    firstChunk,
    skip: start - firstChunk * CHUNK_BYTES,
    length: end - start + 1,
  };
}

/**
 * Decrypts the chunks of a span as they stream in and passes on the wanted plain bytes. A chunk
 * that does not open (changed, cut, or another blob's) ends the stream with an error.
 */
export function openingStream(fileKey: Buffer, where: string, header: Buffer, plainBytes: number, span: SealedSpan): Transform {
  const key = blobKey(fileKey, header.subarray(MAGIC.length, HEADER_BYTES), where);
  const lastIndex = chunksOf(plainBytes) - 1;
  let index = span.firstChunk;
  let skip = span.skip;
  let wanted = span.length;
  let pending: Buffer[] = [];
  let pendingBytes = 0;

  const open = (sealed: Buffer): Buffer => {
    const plain = openChunk(key, index, index === lastIndex, sealed);
    index += 1;
    const part = plain.subarray(skip, skip + wanted);
    skip = 0;
    wanted -= part.length;
    return part;
  };

  return new Transform({
    transform(piece: Buffer, _encoding, done) {
      pending.push(piece);
      pendingBytes += piece.length;
      if (pendingBytes < SEALED_CHUNK_BYTES) return done();
      let all = Buffer.concat(pending);
      try {
        while (all.length >= SEALED_CHUNK_BYTES && wanted > 0) {
          this.push(open(all.subarray(0, SEALED_CHUNK_BYTES)));
          all = all.subarray(SEALED_CHUNK_BYTES);
        }
      } catch {
        return done(new Error(`a sealed chunk of ${where} does not open`));
      }
      pending = [all];
      pendingBytes = all.length;
      done();
    },
    flush(done) {
      try {
        if (pendingBytes > 0 && wanted > 0) this.push(open(Buffer.concat(pending)));
      } catch {
        return done(new Error(`a sealed chunk of ${where} does not open`));
      }
      done(wanted > 0 ? new Error(`${where} ended before its last chunk`) : null);
    },
  });
}

/** Opens a whole sealed blob (thumbnails, and originals a copy is made from); throws when any chunk does not open. */
export function openBlob(fileKey: Buffer, where: string, sealed: Buffer): Buffer {
  const plainBytes = plainSize(sealed.length);
  if (!isSealedBlob(sealed) || plainBytes === undefined) throw new Error(`${where} is not a whole sealed blob`);
  const key = blobKey(fileKey, sealed.subarray(MAGIC.length, HEADER_BYTES), where);
  const count = chunksOf(plainBytes);
  const chunkAt = (i: number) => sealed.subarray(HEADER_BYTES + i * SEALED_CHUNK_BYTES, HEADER_BYTES + (i + 1) * SEALED_CHUNK_BYTES);
  return Buffer.concat(Array.from({ length: count }, (_, i) => openChunk(key, i, i === count - 1, chunkAt(i))));
}
