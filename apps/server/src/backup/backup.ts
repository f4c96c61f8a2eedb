import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';

export interface BackupResult {
  database: string;
  mediaFiles: number;
  mediaBytes: number;
}

/** Copies a folder's files into another, those already there with the same size left alone (media objects never change in place). */
async function copyTree(from: string, to: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  let entries;
  try {
    entries = await fs.readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files, bytes };
    throw error;
  }
  await fs.mkdir(to, { recursive: true });
  for (const entry of entries) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) {
      const inner = await copyTree(source, target);
      files += inner.files;
      bytes += inner.bytes;
      continue;
    }
    try {
      const size = (await fs.stat(source)).size;
      const existing = await fs.stat(target).catch(() => undefined);
      if (existing?.size !== size) await fs.copyFile(source, target);
      files += 1;
      bytes += size;
    } catch (error) {
      // Deleted while the backup ran: it is not in the database's copy either, or went after it was taken.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return { files, bytes };
}

/**
 * An online backup of the embedded server into a folder: the database as one consistent file
 * (SQLite's VACUUM INTO reads a snapshot while the server goes on writing), then the media objects
 * (each is written whole and never changed, so copying them while the server runs is safe; one
 * deleted meanwhile is skipped). The master keys are not copied: the database is only readable with
 * them, so keep them apart (docs/backups.md says how to restore).
 */
export async function backupEmbedded(config: Config, database: Database, into: string): Promise<BackupResult> {
  if (database.kind !== 'sqlite')
    throw new Error('This backs up the embedded database; back up PostgreSQL with pg_dump and its object storage with the provider’s tools');
  await fs.mkdir(into, { recursive: true });
  const file = path.join(into, 'diary.sqlite');
  const partial = `${file}.partial`;
  await fs.rm(partial, { force: true });
  await sql`vacuum into ${partial}`.execute(database.db);
  await fs.rename(partial, file);
  const media =
    config.storage.kind === 'local'
      ? await copyTree(path.join(config.dataDir, 'media', 'objects'), path.join(into, 'media', 'objects'))
      : { files: 0, bytes: 0 };
  return { database: file, mediaFiles: media.files, mediaBytes: media.bytes };
}
