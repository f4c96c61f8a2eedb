import { diaryDay, FACET_FIELDS } from '@diary/core';
import type { Queryable } from '../db/types';
import type { UserCipher } from '../encryption/user-cipher';
import { decodeRows } from '../storage/repository';
import { keywordCandidateIds } from '../storage/search-index';
import { openRows } from '../storage/sealed';
import { TABLES } from '../storage/spec';
import { datesIn } from './question-dates';
import { meaningfulWords } from './words';

/**
 * How much of a person's diaries one question may send to the model: at most 12 diaries, each cut to 1,500
 * characters, 8,000 characters in all (about 4,000–8,000 tokens: within a small local model's context with room
 * for the answer).
 */
export const RETRIEVAL_BUDGET = { diaries: 12, characters: 8000, perDiary: 1500 } as const;
/** Candidates read and opened before the best are kept. */
const CANDIDATES_READ = 60;

/**
 * What makes a diary a candidate, and what each adds to its rank: a name the question says, a day it names, a
 * meaning near the question's (semantic neighbours, when the assistant has an embeddings model), a word.
 */
const WEIGHTS = { name: 3, day: 2, meaning: 2, word: 1 } as const;
export type Reason = keyof typeof WEIGHTS;

export interface RetrievedDiary {
  id: string;
  /** Its calendar day ("2026-10-02"). */
  day: string;
  title: string;
  /** Its text, cut to the budget. */
  text: string;
  reasons: Reason[];
}

/** The list fields a question's names are looked for in: places, people, stories (core's facets). */
const LIST_FIELDS = Object.values(FACET_FIELDS);

/**
 * The asking person's diaries a question is about, best first, within the budget: those of the places, people and
 * stories it names, of the days it names, and those with its words (the blind index finds candidates; each is
 * opened and checked). Only this person's rows are read, never a private one; a diary's text is only ever data here.
 */
export async function retrieve(
  db: Queryable,
  cipher: UserCipher,
  question: string,
  today: string,
  /** The diaries nearest the question in meaning (embeddings), when there are embeddings. */
  near: readonly { id: string }[] = [],
): Promise<RetrievedDiary[]> {
  const userId = cipher.userId;
  const reasons = new Map<string, Map<Reason, number>>();
  const count = (id: string, reason: Reason) => {
    let of = reasons.get(id);
    if (!of) reasons.set(id, (of = new Map()));
    of.set(reason, (of.get(reason) ?? 0) + 1);
  };

  // The person's own places, people and stories the question names.
  const asked = question.toLowerCase();
  const named: string[] = [];
  const namedWords = new Set<string>();
  for (const field of LIST_FIELDS) {
    for (const { id, name } of await db.selectFrom(TABLES[field]).select(['id', 'name']).where('user', '=', userId).execute()) {
      const lower = name.trim().toLowerCase();
      if ([...lower].length >= 2 && asked.includes(lower)) {
        named.push(id);
        for (const word of meaningfulWords(lower)) namedWords.add(word);
      }
    }
  }
  if (named.length > 0) {
    const links = await db
      .selectFrom('itemLinks')
      .select('ownerId')
      .where('user', '=', userId)
      .where('field', 'in', LIST_FIELDS)
      .where('targetId', 'in', named)
      .execute();
    for (const { ownerId } of links) count(ownerId, 'name');
  }

  // The days it names.
  for (const range of datesIn(question, today)) {
    const rows = await db
      .selectFrom('diaries')
      .select(['id', 'archiveMonth', 'todayonhistory'])
      .where('user', '=', userId)
      .where('archiveMonth', '>=', range.first.slice(0, 7))
      .where('archiveMonth', '<=', range.last.slice(0, 7))
      .execute();
    for (const row of rows) {
      const day = diaryDay(row.archiveMonth, row.todayonhistory);
      if (day >= range.first && day <= range.last) count(row.id, 'day');
    }
  }

  for (const { id } of near) count(id, 'meaning');

  // Its other words, through the blind index: candidates, checked once opened.
  const words = meaningfulWords(question).filter((word) => !namedWords.has(word));
  for (const word of words) for (const id of await keywordCandidateIds(db, cipher, word)) count(id, 'word');

  const rank = (of: Map<Reason, number>) => [...of].reduce((sum, [reason, n]) => sum + WEIGHTS[reason] * n, 0);
  const ids = [...reasons].sort((a, b) => rank(b[1]) - rank(a[1])).map(([id]) => id);
  if (ids.length === 0) return [];
  // The best candidates (newest first among equals), opened; each word counted only where the text has it.
  // A diary the person made private ("Encrypt") is never sent: its text stays hidden everywhere but its own page.
  const rows = await db
    .selectFrom('diaries')
    .selectAll()
    .where('user', '=', userId)
    .where('privateStatus', '=', 0)
    .where('id', 'in', ids.slice(0, CANDIDATES_READ))
    .execute();
  const opened = await decodeRows(db, 'diary', openRows(cipher, 'diary', rows), false);
  const found = opened.map((diary, i) => {
    const row = rows[i]!;
    const title = String(diary.title ?? '');
    const content = String(diary.content ?? '');
    const of = reasons.get(row.id)!;
    const text = `${title}\n${content}`.toLowerCase();
    of.set('word', words.filter((word) => text.includes(word)).length);
    return { id: row.id, day: diaryDay(row.archiveMonth, row.todayonhistory), datetime: row.datetime, title, content, rank: rank(of), of };
  });
  const best = found.filter((diary) => diary.rank > 0).sort((a, b) => b.rank - a.rank || b.datetime.localeCompare(a.datetime));

  const kept: RetrievedDiary[] = [];
  let characters = 0;
  for (const diary of best.slice(0, RETRIEVAL_BUDGET.diaries)) {
    const text = [...diary.content].slice(0, Math.min(RETRIEVAL_BUDGET.perDiary, RETRIEVAL_BUDGET.characters - characters)).join('');
    if (text.length === 0 && diary.content.length > 0) break;
    characters += [...text].length;
    kept.push({ id: diary.id, day: diary.day, title: diary.title, text, reasons: [...diary.of].filter(([, n]) => n > 0).map(([reason]) => reason) });
  }
  return kept;
}
