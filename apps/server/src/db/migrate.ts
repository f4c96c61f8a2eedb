import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './types';
import * as initial from './migrations/2026-11-21-initial';
import * as media from './migrations/2026-11-22-media';
import * as wechat from './migrations/2026-11-22-wechat';
import * as contentCheck from './migrations/2026-11-23-content-check';
import * as archiveDiaryCover from './migrations/2026-11-23-archive-diary-cover';
import * as encryption from './migrations/2026-11-26-encryption';
import * as importJobs from './migrations/2026-11-26-import-jobs';
import * as searchTokenStatistics from './migrations/2026-11-26-search-token-statistics';
import * as usedTickets from './migrations/2026-11-27-used-tickets';
import * as sharedLimits from './migrations/2026-11-27-shared-limits';
import * as recordLinks from './migrations/2026-11-27-record-links';
import * as itemsVersion from './migrations/2026-11-27-items-version';
import * as shareStarts from './migrations/2026-12-02-share-starts';
import * as listDiaryCover from './migrations/2026-12-03-list-diary-cover';
import * as oneItemsVersionBump from './migrations/2026-12-03-one-items-version-bump';
import * as diaryWords from './migrations/2026-12-04-diary-words';
import * as insightMonths from './migrations/2026-12-05-insight-months';
import * as diaryEmbeddings from './migrations/2026-12-06-diary-embeddings';
import * as keptAnswers from './migrations/2026-12-06-kept-answers';
import * as mediaKeys from './migrations/2026-12-07-media-keys';

/** Every migration, named by date; they run in name order at start. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-initial': initial,
  '2026-11-22-media': media,
  '2026-11-22-wechat': wechat,
  '2026-11-23-content-check': contentCheck,
  '2026-11-23-archive-diary-cover': archiveDiaryCover,
  '2026-11-26-encryption': encryption,
  '2026-11-26-import-jobs': importJobs,
  '2026-11-26-search-token-statistics': searchTokenStatistics,
  '2026-11-27-used-tickets': usedTickets,
  '2026-11-27-shared-limits': sharedLimits,
  '2026-11-27-record-links': recordLinks,
  '2026-11-27-items-version': itemsVersion,
  '2026-12-02-share-starts': shareStarts,
  '2026-12-03-list-diary-cover': listDiaryCover,
  '2026-12-03-one-items-version-bump': oneItemsVersionBump,
  '2026-12-04-diary-words': diaryWords,
  '2026-12-05-insight-months': insightMonths,
  '2026-12-06-diary-embeddings': diaryEmbeddings,
  '2026-12-06-kept-answers': keptAnswers,
  '2026-12-07-media-keys': mediaKeys,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
