import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { containsKeyword, foldingMatters, grams, indexKeyOf, keywordTest, keywordTokens, textTokens } from '../src/encryption/blind-index';
import { isSealed, openField, peekFields, sealedVersion, sealField } from '../src/encryption/field-cipher';
import { addMasterKeyToFile, localKeyProvider, masterKeysFile, masterKeysFileOf, newKey, parseMasterKeys } from '../src/encryption/key-provider';
import { UserCipher } from '../src/encryption/user-cipher';

const place = { userId: 'u1', className: 'diary', objectId: 'd1', field: 'content' };

describe('envelope encryption', () => {
  it('a data key wrapped under the master key unwraps only with it, and names its version', async () => {
    const dataKey = newKey();
    const provider = localKeyProvider(new Map([[1, newKey()]]));
    const wrapped = await provider.wrap(dataKey);
    expect(wrapped.version).toBe(1);
    expect(Buffer.from(wrapped.sealed, 'base64').includes(dataKey)).toBe(false);
    expect((await provider.unwrap(wrapped)).equals(dataKey)).toBe(true);
    await expect(localKeyProvider(new Map([[1, newKey()]])).unwrap(wrapped)).rejects.toThrow();
    await expect(provider.unwrap({ ...wrapped, version: 2 })).rejects.toThrow(/version 2/);
  });

  it('a rotated provider wraps under the new version and still unwraps the old', async () => {
    const [v1, v2] = [newKey(), newKey()];
    const old = await localKeyProvider(new Map([[1, v1]])).wrap(Buffer.from('k'.repeat(32)));
    const rotated = localKeyProvider(
      new Map([
        [1, v1],
        [2, v2],
      ]),
    );
    expect(rotated.currentVersion).toBe(2);
    expect((await rotated.unwrap(old)).toString()).toBe('k'.repeat(32));
    expect((await rotated.wrap(Buffer.from('k'.repeat(32)))).version).toBe(2);
  });

  it('a field opens only in its own place, names its key version, and a changed byte is refused', () => {
    const key = { version: 3, key: newKey() };
    const keys = new Map([[3, key.key]]);
    const stored = sealField(key, place, '今天 West Lake 🌧️');
    expect(isSealed(stored)).toBe(true);
    expect(sealedVersion(stored)).toBe(3);
    expect(stored).not.toContain('West');
    expect(openField(keys, place, stored)).toBe('今天 West Lake 🌧️');
    expect(() => openField(keys, { ...place, objectId: 'd2' }, stored)).toThrow();
    expect(() => openField(keys, { ...place, field: 'title' }, stored)).toThrow();
    expect(() => openField(new Map([[3, newKey()]]), place, stored)).toThrow();
    expect(() => openField(new Map(), place, stored)).toThrow(/version 3/);
    const prefix = 'e1.3.';
    const bytes = Buffer.from(stored.slice(prefix.length), 'base64');
    bytes.writeUInt8(bytes.readUInt8(20) ^ 1, 20);
    expect(() => openField(keys, place, `${prefix}${bytes.toString('base64')}`)).toThrow();
    // Plain text written before encryption reads as it is; empty text stays empty.
    expect(openField(keys, place, 'plain words')).toBe('plain words');
    expect(sealField(key, place, '')).toBe('');
  });

  it("a search's check reads many values at once exactly as opening each does (two key versions, plain and empty ones among them)", () => {
    const keys = new Map([
      [1, newKey()],
      [2, newKey()],
    ]);
    const texts = ['今天 West Lake 🌧️', '', 'plain, written before', 'x'.repeat(33), '一'.repeat(700), 'a'];
    const stored = texts.map((text, i) =>
      i === 2 ? text : sealField({ version: (i % 2) + 1, key: keys.get((i % 2) + 1)! }, { ...place, objectId: `d${i}` }, text),
    );
    expect(peekFields(keys, stored).map((bytes) => bytes.toString('utf8'))).toEqual(texts);
    expect(stored.map((value, i) => openField(keys, { ...place, objectId: `d${i}` }, value))).toEqual(texts);
    expect(() => peekFields(new Map([[1, keys.get(1)!]]), stored)).toThrow(/version 2/);
  });

  it("the embedded default makes its master key once, readable by the server's user only, and rotation adds a version", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-key-'));
    const first = masterKeysFile(dir);
    expect([...first.keys()]).toEqual([1]);
    expect(fs.statSync(masterKeysFileOf(dir)).mode & 0o777).toBe(0o600);
    expect(masterKeysFile(dir).get(1)!.equals(first.get(1)!)).toBe(true);
    expect(addMasterKeyToFile(dir)).toBe(2);
    const both = masterKeysFile(dir);
    expect([...both.keys()]).toEqual([1, 2]);
    expect(both.get(1)!.equals(first.get(1)!)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('master keys as configured are version:base64, 32 bytes each', () => {
    const key = newKey().toString('base64');
    expect([...parseMasterKeys(`1:${key}, 2:${newKey().toString('base64')}`).keys()]).toEqual([1, 2]);
    expect(() => parseMasterKeys(key)).toThrow(/version:base64/);
    expect(() => parseMasterKeys('1:c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseMasterKeys(`1:${key},1:${key}`)).toThrow(/twice/);
  });
});

describe('the blind index', () => {
  const key = indexKeyOf(newKey());
  const candidate = (text: string, keyword: string) => {
    const stored = new Set(textTokens(key, text));
    return keywordTokens(key, keyword).every((t) => stored.has(t));
  };

  it('derives the index key by HKDF-SHA256 from the data key', () => {
    const dataKey = newKey();
    expect(indexKeyOf(dataKey)).toEqual(Buffer.from(crypto.hkdfSync('sha256', dataKey, Buffer.alloc(0), 'diary blind index', 32)));
  });

  it("stores exactly the tokens of a text's characters and pairs, cut from its bytes", () => {
    for (const text of ['', 'a', 'Ab', '西湖边 Walk', '🌧️🙂x', 'İstanbul ǅ', 'e\u0301 \ud800 lone', '\n\t 。！', 'x'.repeat(40)]) {
      const fromGrams = new Set([...grams(text)].flatMap((gram) => keywordTokens(key, gram)));
      expect(new Set(textTokens(key, text)), JSON.stringify(text)).toEqual(fromGrams);
    }
  });

  it('finds Chinese without spaces, English whatever its case, emoji and one character', () => {
    const text = '今天在西湖边散步 Walked by the LAKE 🌧️🙂 Über';
    for (const keyword of ['西湖', '湖边散步', '散', 'lake', 'Lake', 'walked by', '🙂', '🌧️', 'über', 'ÜBER']) {
      expect(candidate(text, keyword), keyword).toBe(true);
      expect(containsKeyword(text, keyword), keyword).toBe(true);
    }
    for (const keyword of ['东湖', 'lakes', '😀']) expect(candidate(text, keyword), keyword).toBe(false);
  });

  it('keeps the search as it was: full-width letters are other letters, not folded to ASCII', () => {
    expect(containsKeyword('Walked by the LAKE', 'ＬＡＫＥ')).toBe(false);
    expect(candidate('Walked by the LAKE', 'ＬＡＫＥ')).toBe(false);
  });

  it('a candidate is checked: pairs present in another order are not a match', () => {
    // "ab" and "bc" are both in "bcab", yet "abc" is not.
    expect(candidate('bcab', 'abc')).toBe(true);
    expect(containsKeyword('bcab', 'abc')).toBe(false);
  });

  it('checks a candidate on its bytes where case folding cannot matter, and on its folded text where it can', () => {
    expect(['西湖', '123', '🙂', '、。', 'ĸ'].map(foldingMatters)).toEqual([false, false, false, false, false]);
    expect(['lake', 'Ü', 'ß', 'ς', 'ı', '\u0307', '西湖a'].map(foldingMatters)).toEqual([true, true, true, true, true, true, true]);
    const texts = ['İSTANBUL 在西湖边 ΟΔΟΣ 🙂', 'Walked by the LAKE 在湖边, \u212Aelvin said', 'plain ascii only, Lake'];
    const keywords = [
      '西湖',
      '🙂',
      'i̇stanbul',
      'οδος',
      'ΟΔΟΣ',
      '湖边 ο',
      '东湖',
      '\u0307s',
      'lake',
      'LAKE',
      'k',
      'kelvin',
      'KELVIN',
      '\u212Aelvin',
      'by the l',
      'e 在',
      'lakes',
      'ascii only',
    ];
    for (const text of texts) {
      for (const keyword of keywords) {
        expect(keywordTest(keyword)(Buffer.from(text, 'utf8')), `${keyword} in ${text}`).toBe(containsKeyword(text, keyword));
      }
    }
  });

  it('takes regex metacharacters literally', () => {
    expect(containsKeyword('cost (a+b)*2', '(a+b)*')).toBe(true);
    expect(candidate('cost (a+b)*2', '(a+b)*')).toBe(true);
    expect(containsKeyword('aaab', 'a+b')).toBe(false);
  });

  it("is keyed per user: one user's tokens say nothing about another's", () => {
    const other = indexKeyOf(newKey());
    expect(textTokens(key, '西湖')).not.toEqual(textTokens(other, '西湖'));
    expect(textTokens(key, '西湖').every((t) => Number.isInteger(t) && t >= -(2 ** 31) && t < 2 ** 31)).toBe(true);
  });

  it('while a re-encryption runs, a keyword asks for the tokens of every key, and a diary has all of one set', () => {
    const [k1, k2] = [newKey(), newKey()];
    const cipher = new UserCipher(
      'u1',
      new Map([
        [1, k1],
        [2, k2],
      ]),
    );
    const sets = cipher.keywordTokenSets('西湖边走');
    expect(sets).toHaveLength(2);
    const underOld = textTokens(indexKeyOf(k1), '在西湖边走了走');
    const underNew = cipher.tokens('在西湖边走了走');
    expect(sets.map((set) => set.every((t) => underOld.includes(t)))).toEqual([true, false]);
    expect(sets.map((set) => set.every((t) => underNew.includes(t)))).toEqual([false, true]);
    expect(new UserCipher('u2', new Map()).keywordTokenSets('西湖')).toEqual([]);
  });

  it('asks for the keyword itself up to three characters, and its triples beyond', () => {
    // Latin letter pairs are in most texts: "senmoka" asks for "sen", "enm", "nmo", "mok", "oka".
    expect(candidate('ka mo sen ok', 'senmoka')).toBe(false);
    expect(candidate('she said senmoka twice', 'SENMOKA')).toBe(true);
  });
});
