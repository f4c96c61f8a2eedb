import type { ArchiveTable } from './archives';
import type { DataKeyTable, MasterKeyCheckTable } from './data-keys';
import type { DiaryTable } from './diaries';
import type { DiaryEmbeddingTable } from './diary-embeddings';
import type { FileTable } from './files';
import type { GroupTable } from './groups';
import type { ImportJobTable } from './import-jobs';
import type { InsightMonthTable } from './insight-months';
import type { KeptAnswerTable } from './kept-answers';
import type { ItemLinkTable } from './item-links';
import type { LocationTable } from './locations';
import type { MediaObjectTable } from './media-objects';
import type { OrderTable } from './orders';
import type { PeopleTable } from './people';
import type { RateLimitTable } from './rate-limits';
import type { SearchIndexTable, SearchRefTable, SearchTokenSetTable } from './search-tokens';
import type { ServerStateTable } from './server-state';
import type { SessionTable } from './sessions';
import type { SignInFailureTable } from './sign-in-failures';
import type { UsedTicketTable } from './used-tickets';
import type { SmsCodeTable } from './sms-codes';
import type { StatusTable } from './statuses';
import type { TagTable } from './tags';
import type { TopicTable } from './topics';
import type { UserTable } from './users';
import type { WeatherTable } from './weathers';

/** Every table the server keeps, by name, as the migrations leave them. */
export interface DatabaseSchema {
  users: UserTable;
  sessions: SessionTable;
  smsCodes: SmsCodeTable;
  signInFailures: SignInFailureTable;
  usedTickets: UsedTicketTable;
  rateLimits: RateLimitTable;
  mediaObjects: MediaObjectTable;
  // The item tables: one per class of record (storage/spec.ts names them).
  archives: ArchiveTable;
  diaries: DiaryTable;
  weathers: WeatherTable;
  files: FileTable;
  locations: LocationTable;
  people: PeopleTable;
  tags: TagTable;
  topics: TopicTable;
  statuses: StatusTable;
  groups: GroupTable;
  orders: OrderTable;
  itemLinks: ItemLinkTable;
  // Encryption at rest (encryption/).
  dataKeys: DataKeyTable;
  masterKeyChecks: MasterKeyCheckTable;
  // The blind index: searchRefs and searchIndex on SQLite, searchTokenSets on PostgreSQL.
  searchRefs: SearchRefTable;
  searchIndex: SearchIndexTable;
  searchTokenSets: SearchTokenSetTable;
  serverState: ServerStateTable;
  importJobs: ImportJobTable;
  insightMonths: InsightMonthTable;
  diaryEmbeddings: DiaryEmbeddingTable;
  keptAnswers: KeptAnswerTable;
}

export type { ItemColumns } from './items';
export type { User, UserTable } from './users';
