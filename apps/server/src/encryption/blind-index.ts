import crypto from 'node:crypto';
import { foldCase } from '../db/keyword';

/**
 * Keyword search over encrypted text, in the manner of CipherSweet's blind indexes: a diary's text is
 * cut into its characters and character pairs (pairs suit Chinese, which has no spaces), after the
 * same case folding the search compares with, and each is stored only as a keyed hash under the
 * user's own index key. A search asks for the hashes of its keyword's pairs; the diaries that have
 * all of them are candidates, decrypted and checked, so a hash collision never reaches the client.
 *
 * Why this finds every match: if the folded text contains the folded keyword, each pair of the
 * keyword is a pair of the text, so a diary that matches always has every token asked for.
 */

const BLOCK = 16;

/**
 * The keyed hashes of grams, 32 bits each (collisions are checked away; short tokens also say less,
 * as CipherSweet advises). The hash is AES-256 under the index key over one block per gram (its
 * length, then its UTF-8 bytes: a gram is at most two code points, eight bytes): AES is a keyed
 * pseudorandom function on distinct blocks, and one cipher call hashes a whole diary's grams —
 * an HMAC per gram cost 2–3 µs each, a millisecond and more for a long diary on every save.
 */
function hashBlocks(indexKey: Buffer, blocks: Buffer): number[] {
  const cipher = crypto.createCipheriv('aes-256-ecb', indexKey, null).setAutoPadding(false);
  const hashed = Buffer.concat([cipher.update(blocks), cipher.final()]);
  const tokens: number[] = [];
  for (let at = 0; at < hashed.length; at += BLOCK) tokens.push(hashed.readInt32BE(at));
  return tokens;
}

function blocksOf(grams: Iterable<string>): Buffer {
  const list = [...grams];
  const blocks = Buffer.alloc(list.length * BLOCK);
  list.forEach((gram, i) => {
    blocks[i * BLOCK] = blocks.write(gram, i * BLOCK + 1, BLOCK - 1, 'utf8');
  });
  return blocks;
}

const INDEX_KEY_INFO = Buffer.from('diary blind index\x01', 'latin1');
const NO_SALT = Buffer.alloc(32);

/**
 * The user's index key for a data key: destroying the data key makes the index meaningless too.
 * HKDF-SHA256 (RFC 5869, no salt, one block of output) written as its two HMACs: Node's hkdfSync
 * took 150 µs a call here, a tenth of a save; the HMACs take a few.
 */
export function indexKeyOf(dataKey: Buffer): Buffer {
  const pseudorandomKey = crypto.createHmac('sha256', NO_SALT).update(dataKey).digest();
  return crypto.createHmac('sha256', pseudorandomKey).update(INDEX_KEY_INFO).digest();
}

/** The characters (code points, so an emoji is one) and neighbouring pairs of a text, each once (what `textTokens` hashes). */
export function grams(text: string): Set<string> {
  const chars = Array.from(foldCase(text));
  const found = new Set<string>(chars);
  for (let i = 0; i + 1 < chars.length; i++) found.add(chars[i]! + chars[i + 1]!);
  return found;
}

/** The grams a keyword needs: its pairs, or the one character of a one-character keyword. */
export function keywordGrams(keyword: string): Set<string> {
  const chars = Array.from(foldCase(keyword));
  if (chars.length <= 1) return new Set(chars);
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) pairs.add(chars[i]! + chars[i + 1]!);
  return pairs;
}

/**
 * The index tokens stored for a text: the blocks of its grams (those of `grams`), cut straight from
 * its UTF-8 bytes — one block per character and per pair, repeats hashed too and dropped after
 * (cheaper than a set of strings: a save of a long diary spent a fifth of a millisecond there).
 */
export function textTokens(indexKey: Buffer, text: string): number[] {
  const bytes = Buffer.from(foldCase(text), 'utf8');
  const starts: number[] = [];
  for (let at = 0; at < bytes.length; at++) if ((bytes[at]! & 0xc0) !== 0x80) starts.push(at);
  starts.push(bytes.length);
  const chars = starts.length - 1;
  if (chars <= 0) return [];
  const blocks = Buffer.alloc((2 * chars - 1) * BLOCK);
  let at = 0;
  const put = (from: number, to: number) => {
    blocks[at] = to - from;
    for (let b = from; b < to; b++) blocks[at + 1 + b - from] = bytes[b]!;
    at += BLOCK;
  };
  for (let i = 0; i < chars; i++) {
    put(starts[i]!, starts[i + 1]!);
    if (i + 1 < chars) put(starts[i]!, starts[i + 2]!);
  }
  return [...new Set(hashBlocks(indexKey, blocks))];
}

/** The tokens a diary must have all of to be a candidate for a keyword. */
export function keywordTokens(indexKey: Buffer, keyword: string): number[] {
  const grams = keywordGrams(keyword);
  return grams.size === 0 ? [] : [...new Set(hashBlocks(indexKey, blocksOf(grams)))];
}

/** The final check on a decrypted candidate: the keyword taken literally, compared as the search always has. */
export function containsKeyword(text: string, keyword: string): boolean {
  return foldCase(text).includes(foldCase(keyword));
}

/**
 * Whether case folding can change whether a text contains this keyword: not when none of its
 * characters has another case and none is one lower-casing produces (only U+0307, from "İ"). Then the
 * text's own UTF-8 bytes contain the keyword's exactly when the folded text does (UTF-8 never matches
 * across a character's bytes) — true of Chinese, Japanese, digits and emoji.
 */
export function foldingMatters(keyword: string): boolean {
  for (const ch of keyword) if (ch.toLowerCase() !== ch || ch.toUpperCase() !== ch || ch === '\u0307') return true;
  return false;
}

/** Bytes with A–Z made a–z, into a buffer kept for the purpose (a search checks thousands of candidates). */
let scratch = Buffer.alloc(4096);
function asciiFolded(plain: Buffer): Buffer {
  if (scratch.length < plain.length) scratch = Buffer.alloc(plain.length * 2);
  for (let i = 0; i < plain.length; i++) {
    const byte = plain[i]!;
    scratch[i] = byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte;
  }
  return scratch.subarray(0, plain.length);
}

/**
 * The check on candidates' plain bytes for one keyword, made once for all of them (a common keyword
 * has thousands). Where case folding cannot matter: a byte search. Where it can and the folded keyword
 * is ASCII: the keyword found in the bytes folded as ASCII is found in the folded text too (an ASCII
 * run folds alike either way and stays whole), which settles most candidates without decoding them;
 * any other candidate is decided on its folded text, as before.
 */
export function keywordTest(keyword: string): (plain: Buffer) => boolean {
  if (!foldingMatters(keyword)) {
    const bytes = Buffer.from(keyword, 'utf8');
    return (plain) => plain.includes(bytes);
  }
  const folded = foldCase(keyword);
  const ascii = /^\p{ASCII}*$/u.test(folded) ? Buffer.from(folded, 'latin1') : undefined;
  return (plain) => (ascii !== undefined && asciiFolded(plain).includes(ascii)) || foldCase(plain.toString('utf8')).includes(folded);
}
