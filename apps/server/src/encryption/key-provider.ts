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

/** AES-256-GCM: iv | ciphertext | tag, in base64. `aad` binds the sealed bytes to where they belong. */
export function seal(key: Buffer, plain: Buffer, aad: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** Opens what `seal` made with the same key and `aad`; throws when either differs or a byte was changed. */
export function open(key: Buffer, sealed: string, aad: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed value too short');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
}

const WRAP_AAD = 'diary data key';

/** Master keys held by this server, by version (the newest wraps; older ones still unwrap until rotated out). */
export function localKeyProvider(keys: ReadonlyMap<number, Buffer>): KeyProvider {
  for (const key of keys.values()) if (key.length !== KEY_BYTES) throw new Error(`A master key is ${KEY_BYTES} bytes`);
  const currentVersion = Math.max(...keys.keys());
  if (!Number.isFinite(currentVersion)) throw new Error('No master key');
  return {
    currentVersion,
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
 * The embedded default's master key: `master.key` in the data directory (base64, file mode 0600),
 * made on first start. Production passes its key explicitly and never gets one made for it.
 */
export function masterKeyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, 'master.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // 'wx' fails if another process made it meanwhile; that one's key is then read below.
    try {
      fs.writeFileSync(file, crypto.randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return parseMasterKey(fs.readFileSync(file, 'utf8'));
}

/** A master key as configured: 32 bytes in base64. */
export function parseMasterKey(text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`A master key is ${KEY_BYTES} bytes in base64`);
  return key;
}

/** A new user's data key. */
export const newDataKey = () => crypto.randomBytes(KEY_BYTES);
