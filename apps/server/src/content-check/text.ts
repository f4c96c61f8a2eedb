import { normalizeDiaryText, textCheckResult } from '@diary/core';
import type { Services } from '../context';
import { TEXT_PASSES, type TextCheckResult } from '../providers/content-check/text-check';
import { ServiceUnavailable } from '../providers/vendor-http';
import { findRows } from '../storage/repository';

/** The text check's verdicts on the texts a write saves, by text. */
export type TextVerdicts = ReadonlyMap<string, 'pass' | 'block'>;

/**
 * Checks a text of a user. Empty text and the exempt account always pass; with no checker
 * everything passes. When the checker cannot answer, the text passes unchecked (logged): a
 * person's diary is not held back because a vendor is down.
 */
export async function runTextCheck(services: Services, userId: string, content: string): Promise<TextCheckResult> {
  const { textChecker, config, log } = services;
  if (content.trim() === '' || !textChecker || userId === config.contentCheckExemptUser) return TEXT_PASSES;
  try {
    return await textChecker.check(content);
  } catch (error) {
    if (!(error instanceof ServiceUnavailable)) throw error;
    log.warn({ err: error, checker: textChecker.name }, 'text passed unchecked: the content check is unavailable');
    return { errcode: 0, errmsg: 'unchecked' };
  }
}

/** One operation of an item write, as the requests carry it. */
export interface ItemWrite {
  className: string;
  /** The record an update changes (none for a new record, even with an id the client chose). */
  objectId?: string | undefined;
  fields?: unknown;
}

/**
 * The verdicts on the diary texts a write is about to save, found before its transaction begins:
 * the checker is an outside service, and no lock is held while it answers. Text as it will be
 * stored (decoded, trailing line breaks trimmed); empty text, and text unchanged from the stored
 * diary's, are not checked (the diary keeps its verdict).
 */
export async function checkDiaryTexts(services: Services, userId: string, writes: readonly ItemWrite[]): Promise<TextVerdicts> {
  const texts = writes.flatMap((write) => {
    const content = write.className === 'diary' ? (write.fields as { content?: unknown } | undefined)?.content : undefined;
    if (typeof content !== 'string') return [];
    const text = normalizeDiaryText(content);
    return text.trim() === '' ? [] : [{ objectId: write.objectId, text }];
  });
  const verdicts = new Map<string, 'pass' | 'block'>();
  if (texts.length === 0) return verdicts;
  const ids = texts.flatMap((t) => (t.objectId ? [t.objectId] : []));
  const { database, keys } = services;
  const stored = ids.length === 0 ? [] : await findRows(database.db, await keys.cipherFor(database.db, userId), 'diary', ids);
  const storedText = new Map(stored.map((row) => [row.id, String(row.content)]));
  // A diary written more than once in one batch may come back to its stored text after another: by then
  // the stored text is not what the write finds, so each of its texts is checked.
  const writesOf = new Map<string, number>();
  for (const { objectId } of texts) if (objectId) writesOf.set(objectId, (writesOf.get(objectId) ?? 0) + 1);
  const unchanged = (objectId: string | undefined, text: string) => objectId !== undefined && writesOf.get(objectId) === 1 && storedText.get(objectId) === text;
  for (const { objectId, text } of texts) {
    if (verdicts.has(text) || unchanged(objectId, text)) continue;
    verdicts.set(text, textCheckResult((await runTextCheck(services, userId, text)).errcode));
  }
  return verdicts;
}
