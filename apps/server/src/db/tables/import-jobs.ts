import type { ImportFormat, ImportState } from '@diary/core';
import type { Generated } from 'kysely';
import type { IsoTime, JsonText } from './columns';

/** One import of an archive: how far it is, and what it has written (undone if it never finishes). */
export interface ImportJobTable {
  id: string;
  user: string;
  state: ImportState;
  format: ImportFormat | null;
  done: Generated<number>;
  total: Generated<number>;
  /** core's ImportCounts as JSON, once done. */
  counts: JsonText | null;
  /** { error, message } as JSON, when it failed. */
  error: JsonText | null;
  /** What it has written so far: record ids by class and stored media keys (JSON), to undo. */
  written: Generated<JsonText>;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}
