import crypto from 'node:crypto';

/**
 * Keyword search over encrypted text, in the manner of CipherSweet's blind indexes: a diary's text is
 * cut into normalised characters and character pairs (pairs suit Chinese, which has no spaces), and
 * each is stored only as a keyed hash under the user's own index key. A search asks for the hashes of
 * its keyword's pairs; the diaries that have all of them are candidates, decrypted and checked, so a
 * hash collision never reaches the client.
 */

/** Bytes kept of each hash: 2^64 values, so collisions are rare and checked anyway. */
const TOKEN_BYTES = 8;

/** The user's index key, derived from their data key: destroying the data key makes the index meaningless too. */
export function indexKeyOf(dataKey: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', dataKey, Buffer.alloc(0), 'diary blind index', 32));
}

/** How text is compared: compatibility forms folded (full-width ＡＢ is AB), lower case, whitespace as one space. */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ');
}

/** The characters (code points, so an emoji is one) and neighbouring pairs of a text, each once. */
export function grams(text: string): Set<string> {
  const chars = Array.from(normaliseForSearch(text));
  const found = new Set<string>(chars);
  for (let i = 0; i + 1 < chars.length; i++) found.add(chars[i]! + chars[i + 1]!);
  return found;
}

/** The grams a keyword needs: its pairs, or the one character of a one-character keyword. */
export function keywordGrams(keyword: string): Set<string> {
  const chars = Array.from(normaliseForSearch(keyword));
  if (chars.length <= 1) return new Set(chars);
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) pairs.add(chars[i]! + chars[i + 1]!);
  return pairs;
}

const token = (indexKey: Buffer, gram: string) => crypto.createHmac('sha256', indexKey).update(gram, 'utf8').digest().subarray(0, TOKEN_BYTES).toString('base64url');

/** The index tokens stored for a text. */
export function textTokens(indexKey: Buffer, text: string): string[] {
  return [...grams(text)].map((gram) => token(indexKey, gram));
}

/** The tokens a diary must have all of to be a candidate for a keyword. */
export function keywordTokens(indexKey: Buffer, keyword: string): string[] {
  return [...keywordGrams(keyword)].map((gram) => token(indexKey, gram));
}

/** The final check on a decrypted candidate: the keyword taken literally, compared normalised. */
export function containsKeyword(text: string, keyword: string): boolean {
  return normaliseForSearch(text).includes(normaliseForSearch(keyword));
}
