import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Wraps and unwraps the users' data keys under a master key the server holds. Callers never see the
 * master key, so a cloud KMS (whose key never leaves it) can take this place without touching them.
 */
export interface KeyProvider {
  /** The version new data keys are wrapped under; a wrapped key names the version it needs. */
  readonly currentVersion: number;
  /** Every version this provider can unwrap. */
  readonly versions: readonly number[];
  wrap(dataKey: Buffer): Promise<WrappedKey>;
  unwrap(wrapped: WrappedKey): Promise<Buffer>;
}

/** A data key as stored: the master key version it was wrapped under, and the AES-256-GCM sealed key. */
export interface WrappedKey {
  version: number;
  sealed: string;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM: iv | ciphertext | tag. `aad` binds the sealed bytes to where they belong. */
export function sealBytes(key: Buffer, plain: Buffer, aad: string): Buffer {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

/** Opens what `sealBytes` made with the same key and `aad`; throws when either differs or a byte was changed. */
export function openBytes(key: Buffer, bytes: Buffer, aad: string): Buffer {
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed value too short');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
}

/** `sealBytes` in base64, as stored in a column. */
export const seal = (key: Buffer, plain: Buffer, aad: string): string => sealBytes(key, plain, aad).toString('base64');

/** Opens what `seal` made. */
export const open = (key: Buffer, sealed: string, aad: string): Buffer => openBytes(key, Buffer.from(sealed, 'base64'), aad);

const WRAP_AAD = 'diary data key';

/** Master keys held by this server, by version (the newest wraps; older ones still unwrap until rotated out). */
export function localKeyProvider(keys: ReadonlyMap<number, Buffer>): KeyProvider {
  for (const key of keys.values()) if (key.length !== KEY_BYTES) throw new Error(`A master key is ${KEY_BYTES} bytes`);
  const versions = [...keys.keys()].sort((a, b) => a - b);
  const currentVersion = versions.at(-1);
  if (currentVersion === undefined) throw new Error('No master key');
  return {
    currentVersion,
    versions,
    async wrap(dataKey) {
      return { version: currentVersion, sealed: seal(keys.get(currentVersion)!, dataKey, WRAP_AAD) };
    },
    async unwrap({ version, sealed }) {
      const key = keys.get(version);
      if (!key) throw new Error(`Master key version ${version} is not held by this server`);
      return open(key, sealed, WRAP_AAD);
    },
  };
}

/**
 * Master keys as configured: `version:base64` entries, comma- or line-separated (`1:…,2:…`); each key
 * is 32 random bytes. The highest version wraps new data keys.
 */
export function parseMasterKeys(text: string): Map<number, Buffer> {
  const keys = new Map<number, Buffer>();
  for (const entry of text
    .split(/[,\n]/)
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^(\d{1,6}):([A-Za-z0-9+/=_-]+)$/.exec(entry);
    if (!match) throw new Error('A master key is written version:base64, for example 1:3q2+7w…');
    const key = Buffer.from(match[2]!, 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`Master key version ${match[1]} is not ${KEY_BYTES} bytes in base64`);
    if (keys.has(Number(match[1]))) throw new Error(`Master key version ${match[1]} is given twice`);
    keys.set(Number(match[1]), key);
  }
  if (keys.size === 0) throw new Error('No master key');
  return keys;
}

export const formatMasterKey = (version: number, key: Buffer) => `${version}:${key.toString('base64')}`;

/** The embedded default's master keys: `master-keys` in the data directory (file mode 0600), made on first start. */
export const masterKeysFileOf = (dataDir: string) => path.join(dataDir, 'master-keys');

export function masterKeysFile(dataDir: string): Map<number, Buffer> {
  const file = masterKeysFileOf(dataDir);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // 'wx' fails if another process made it meanwhile; that one's key is then read below.
    try {
      fs.writeFileSync(file, `${formatMasterKey(1, newKey())}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return parseMasterKeys(fs.readFileSync(file, 'utf8'));
}

/** Adds a new master key version to the embedded default's file (rotation); answers the new version. */
export function addMasterKeyToFile(dataDir: string): number {
  const keys = masterKeysFile(dataDir);
  const version = Math.max(...keys.keys()) + 1;
  fs.appendFileSync(masterKeysFileOf(dataDir), `${formatMasterKey(version, newKey())}\n`, { mode: 0o600 });
  return version;
}

/** 32 random bytes: a data key, or a master key. */
export const newKey = () => crypto.randomBytes(KEY_BYTES);
