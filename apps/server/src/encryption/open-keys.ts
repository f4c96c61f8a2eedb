import type { Config } from '../config';
import type { Database } from '../db/database';
import { localKeyProvider, masterKeysFile, type KeyProvider } from './key-provider';
import { checkMasterKeys, keyRing, type KeyRing } from './keyring';

/** The master keys' provider as configured: the keys given, or the embedded default's file in the data directory. */
export function keyProviderFor(config: Config): KeyProvider {
  return localKeyProvider(config.masterKeys.source === 'environment' ? config.masterKeys.keys : masterKeysFile(config.dataDir));
}

/** The users' keys, after checking that the master keys are the ones this database's data keys were wrapped with. */
export async function openKeyRing(config: Config, database: Database): Promise<KeyRing> {
  const provider = keyProviderFor(config);
  await checkMasterKeys(database.db, provider);
  return keyRing(provider);
}
