import type { ImportCounts, ImportFormat, KeptAnswer } from '@diary/core';
import type { ArchivedClass } from './archive-format';

/** A record an import will write: its class, the name the archive gives it, and its fields as they will be sent. */
export interface PlannedRecord {
  className: ArchivedClass;
  /** The archive's own id for it; pointers in other records' fields name it. */
  ref: string;
  /** Fields as add_item takes them, but pointers name refs and media fields name the archive's keys. */
  fields: Record<string, unknown>;
}

/** A stored object the archive holds: the key its records name it by, and where it is in the ZIP. */
export interface PlannedMedia {
  key: string;
  path: string;
}

/**
 * What an import writes, worked out from the whole file before anything is written: the same for this
 * product's archive and for Day One's export. Records are in write order (what a record points to
 * comes before it).
 */
export interface ImportPlan {
  format: ImportFormat;
  records: PlannedRecord[];
  /** A file's list of its diaries, set once the diaries exist (own archives keep it). */
  fileDiaries: Map<string, string[]>;
  media: PlannedMedia[];
  /** The assistant's kept answers (own archives), their sources naming the archive's diaries. */
  keptAnswers?: KeptAnswer[];
  /** What the file held that a diary cannot, said in the result. */
  left: Pick<ImportCounts, 'shortened' | 'skippedMedia' | 'skippedEntries'>;
}

/** Fields whose values are media keys: a file's own, and the covers of diaries and lists. */
export const MEDIA_FIELDS = ['filename', 'cover'] as const;

export const pointerTo = <C extends string>(className: C, ref: string) => ({ __type: 'Pointer' as const, className, objectId: ref });
