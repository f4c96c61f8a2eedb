import { KEPT_ANSWERS_MAX, keptAnswerSchema, mediaKeySchema } from '@diary/core';
import { z } from 'zod';

/**
 * This product's archive (docs/archive-format.md): a ZIP with `archive.json` — every record the user
 * owns, as the API answers them — and every stored object under `media/{key}`. What an export writes
 * and an import reads.
 */
export const ARCHIVE_FORMAT = 'diary-archive';
export const ARCHIVE_VERSION = 1;
export const ARCHIVE_JSON = 'archive.json';

/** The classes an archive holds, in the order an import writes them: what a record points to comes before it. */
export const ARCHIVED_CLASSES = ['topic', 'group', 'tag', 'status', 'location', 'people', 'archive', 'weather', 'file', 'diary'] as const;
export type ArchivedClass = (typeof ARCHIVED_CLASSES)[number];

/** A record as archived: the API's record; an import checks its fields against the class's own field schema. */
const archivedRecord = z.looseObject({ objectId: z.string().min(1).max(64) });

export const archiveSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exportedAt: z.string(),
  /** The account the archive was made from: its nickname (informative; an import does not change the account). */
  account: z.object({ nicename: z.string().optional() }),
  records: z.object(Object.fromEntries(ARCHIVED_CLASSES.map((c) => [c, z.array(archivedRecord)])) as Record<ArchivedClass, z.ZodArray<typeof archivedRecord>>),
  /** Every stored object: its key, where it is in the ZIP, its media type and size. */
  media: z.array(z.object({ key: mediaKeySchema, path: z.string().max(300), kind: z.string().max(100), size: z.number().int().nonnegative() })),
  /** The questions and answers the person kept from the assistant (since 2026-12-07; absent in archives made before). */
  keptAnswers: z.array(keptAnswerSchema).max(KEPT_ANSWERS_MAX).optional(),
});
export type Archive = z.infer<typeof archiveSchema>;
