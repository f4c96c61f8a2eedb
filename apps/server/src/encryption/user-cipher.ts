import { containsKeyword, indexKeyOf, keywordTokens, textTokens } from './blind-index';
import { openField, peekFields, sealField, type FieldPlace } from './field-cipher';
import { openBytes, sealBytes } from './key-provider';

/** A record's field, as a user's cipher names it (the user is the cipher's own). */
export type FieldOf = Omit<FieldPlace, 'userId'>;

/**
 * One user's keys, unwrapped for one request: seals what they write under their current data key,
 * opens values under any of their key versions, and makes their blind index tokens. Never kept
 * beyond the request that made it.
 */
export class UserCipher {
  private readonly current: { version: number; key: Buffer } | undefined;
  private derived: Map<number, Buffer> | undefined;

  constructor(
    readonly userId: string,
    private readonly keys: ReadonlyMap<number, Buffer>,
  ) {
    const version = Math.max(...keys.keys());
    this.current = keys.size > 0 ? { version, key: keys.get(version)! } : undefined;
  }

  /** Derived when first needed: most requests only read, and never need them. */
  private get indexKeys(): Map<number, Buffer> {
    this.derived ??= new Map([...this.keys].map(([v, key]) => [v, indexKeyOf(key)]));
    return this.derived;
  }

  /** The version new values are sealed under; undefined when the user has no key (nothing to seal yet). */
  get version(): number | undefined {
    return this.current?.version;
  }

  seal(place: FieldOf, plain: string): string {
    if (!this.current) throw new Error(`user ${this.userId} has no data key to seal with`);
    return sealField(this.current, { userId: this.userId, ...place }, plain);
  }

  open(place: FieldOf, stored: string): string {
    return openField(this.keys, { userId: this.userId, ...place }, stored);
  }

  /**
   * An answer kept between requests (items/list-answers.ts), sealed under the current key like what it was
   * made from, and bound to the user and `name`; undefined for a user without a key.
   */
  sealAnswer(name: string, plain: Buffer): { keyVersion: number; sealed: Buffer } | undefined {
    if (!this.current) return undefined;
    return { keyVersion: this.current.version, sealed: sealBytes(this.current.key, plain, `${this.userId}\u0000answer\u0000${name}`) };
  }

  /** What `sealAnswer` sealed; undefined when its key is gone or `name` differs. */
  openAnswer(name: string, kept: { keyVersion: number; sealed: Buffer }): Buffer | undefined {
    const key = this.keys.get(kept.keyVersion);
    if (!key) return undefined;
    try {
      return openBytes(key, kept.sealed, `${this.userId}\u0000answer\u0000${name}`);
    } catch {
      return undefined;
    }
  }

  /** Many stored values' plain bytes (UTF-8), for a search's check only (field-cipher.ts says why the tags are not checked). */
  peek(stored: readonly string[]): Buffer[] {
    return peekFields(this.keys, stored);
  }

  /** The tokens a diary's text is indexed under (the current key). */
  tokens(text: string): number[] {
    if (!this.current) throw new Error(`user ${this.userId} has no data key to index with`);
    return textTokens(this.indexKeys.get(this.current.version)!, text);
  }

  /**
   * What a diary must have in the index to be a candidate for a keyword: all the tokens of one set,
   * a set for each of the user's keys. While a re-encryption is under way a diary is indexed under the
   * old key or the new one. A user without a key has written nothing: there is no set.
   */
  keywordTokenSets(keyword: string): number[][] {
    return [...this.indexKeys.values()].map((key) => keywordTokens(key, keyword));
  }

  /** The final check on a candidate's plain text. */
  static contains = containsKeyword;
}
