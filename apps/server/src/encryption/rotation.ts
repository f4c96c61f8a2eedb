import type { Database } from '../db/database';
import type { KeyProvider } from './key-provider';

/** Keys a transaction handles: a stopped command loses at most one batch, which the next run does again. */
const BATCH = 200;

/**
 * Master key rotation: every data key wrapped under an older master key version is unwrapped and
 * wrapped again under the current one. What the keys sealed is not touched. The rows say how far
 * it got, so a run that stopped is finished by running it again; afterwards the old master key
 * version can be removed from the configuration.
 */
export async function rewrapDataKeys(database: Database, provider: KeyProvider, onProgress?: (done: number) => void): Promise<number> {
  let done = 0;
  for (;;) {
    const stale = await database.db.selectFrom('dataKeys').selectAll().where('masterVersion', '<>', provider.currentVersion).limit(BATCH).execute();
    if (stale.length === 0) return done;
    await database.transaction(async (tx) => {
      for (const key of stale) {
        const wrapped = await provider.wrap(await provider.unwrap({ version: key.masterVersion, sealed: key.sealed }));
        await tx
          .updateTable('dataKeys')
          .set({ masterVersion: wrapped.version, sealed: wrapped.sealed })
          .where('user', '=', key.user)
          .where('version', '=', key.version)
          .where('masterVersion', '=', key.masterVersion)
          .execute();
      }
    });
    done += stale.length;
    onProgress?.(done);
  }
}
