import type { UserCipher } from '../encryption/user-cipher';

/**
 * Each stored object has a key of its own (its file and every copy made of it are sealed under it:
 * sealed-format.ts), kept in its row sealed under the owner's data key. So deleting an account
 * (its data keys destroyed) leaves its media unreadable at once, and re-encrypting a person's text
 * under a new data key seals these small keys again, never the gigabytes they open.
 */
/** Where a file key is sealed: its object's own place (a sealed key moved to another row does not open). */
export const fileKeyPlace = (objectKey: string) => ({ className: 'mediaObject', objectId: objectKey, field: 'fileKey' });

export function sealFileKey(cipher: UserCipher, objectKey: string, fileKey: Buffer): string {
  return cipher.seal(fileKeyPlace(objectKey), fileKey.toString('base64'));
}

export function openFileKey(cipher: UserCipher, objectKey: string, sealedKey: string): Buffer {
  return Buffer.from(cipher.open(fileKeyPlace(objectKey), sealedKey), 'base64');
}
