import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { containsKeyword, indexKeyOf, keywordTokens, textTokens } from '../src/encryption/blind-index';
import { decryptField, encryptField, isEncrypted } from '../src/encryption/field-cipher';
import { localKeyProvider, masterKeyFile, newDataKey, parseMasterKey } from '../src/encryption/key-provider';

const place = { userId: 'u1', className: 'diary', objectId: 'd1', field: 'content' };

describe('envelope encryption', () => {
  it('a data key wrapped under the master key unwraps only with it, and names its version', async () => {
    const dataKey = newDataKey();
    const provider = localKeyProvider(new Map([[1, newDataKey()]]));
    const wrapped = await provider.wrap(dataKey);
    expect(wrapped.version).toBe(1);
    expect(Buffer.from(wrapped.sealed, 'base64').includes(dataKey)).toBe(false);
    expect((await provider.unwrap(wrapped)).equals(dataKey)).toBe(true);
    await expect(localKeyProvider(new Map([[1, newDataKey()]])).unwrap(wrapped)).rejects.toThrow();
    await expect(provider.unwrap({ ...wrapped, version: 2 })).rejects.toThrow(/version 2/);
  });

  it('a rotated provider wraps under the new version and still unwraps the old', async () => {
    const [v1, v2] = [newDataKey(), newDataKey()];
    const old = await localKeyProvider(new Map([[1, v1]])).wrap(Buffer.from('k'.repeat(32)));
    const rotated = localKeyProvider(new Map([[1, v1], [2, v2]]));
    expect(rotated.currentVersion).toBe(2);
    expect((await rotated.unwrap(old)).toString()).toBe('k'.repeat(32));
    expect((await rotated.wrap(Buffer.from('k'.repeat(32)))).version).toBe(2);
  });

  it('a field opens only in its own place, and a changed byte is refused', () => {
    const key = newDataKey();
    const stored = encryptField(key, place, '今天 West Lake 🌧️');
    expect(isEncrypted(stored)).toBe(true);
    expect(stored).not.toContain('West');
    expect(decryptField(key, place, stored)).toBe('今天 West Lake 🌧️');
    expect(() => decryptField(key, { ...place, objectId: 'd2' }, stored)).toThrow();
    expect(() => decryptField(key, { ...place, field: 'title' }, stored)).toThrow();
    expect(() => decryptField(newDataKey(), place, stored)).toThrow();
    const bytes = Buffer.from(stored.slice(3), 'base64');
    bytes.writeUInt8(bytes.readUInt8(20) ^ 1, 20);
    expect(() => decryptField(key, place, `e1.${bytes.toString('base64')}`)).toThrow();
    // Plain text written before encryption reads as it is.
    expect(decryptField(key, place, 'plain words')).toBe('plain words');
  });

  it("the embedded default makes its master key once, readable by the server's user only", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-key-'));
    const first = masterKeyFile(dir);
    expect(fs.statSync(path.join(dir, 'master.key')).mode & 0o777).toBe(0o600);
    expect(masterKeyFile(dir).equals(first)).toBe(true);
    expect(() => parseMasterKey('too short')).toThrow(/32 bytes/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the blind index', () => {
  const key = indexKeyOf(newDataKey());
  const candidate = (text: string, keyword: string) => {
    const stored = new Set(textTokens(key, text));
    return keywordTokens(key, keyword).every((t) => stored.has(t));
  };

  it('finds Chinese without spaces, English whatever its case, emoji and one character', () => {
    const text = '今天在西湖边散步 Walked by the LAKE 🌧️🙂';
    for (const keyword of ['西湖', '湖边散步', '散', 'lake', 'Lake', 'ＬＡＫＥ', 'walked by', '🙂', '🌧️']) {
      expect(candidate(text, keyword), keyword).toBe(true);
      expect(containsKeyword(text, keyword), keyword).toBe(true);
    }
    for (const keyword of ['东湖', 'lakes', '😀']) expect(candidate(text, keyword), keyword).toBe(false);
  });

  it('a candidate is checked: pairs present in another order are not a match', () => {
    // "ab" and "bc" are both in "bcab", yet "abc" is not.
    expect(candidate('bcab', 'abc')).toBe(true);
    expect(containsKeyword('bcab', 'abc')).toBe(false);
  });

  it('takes regex metacharacters literally', () => {
    expect(containsKeyword('cost (a+b)*2', '(a+b)*')).toBe(true);
    expect(containsKeyword('aaab', 'a+b')).toBe(false);
  });

  it("is keyed per user: one user's tokens say nothing about another's", () => {
    const other = indexKeyOf(newDataKey());
    expect(textTokens(key, '西湖')).not.toEqual(textTokens(other, '西湖'));
    expect(textTokens(key, '西湖').join('')).not.toContain('西');
  });
});
