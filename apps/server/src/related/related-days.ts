import { diaryDay, FACET_FIELDS, getRelatedDiaries, RELATED_DAYS_SHOWN, type ParsedPayloadOf, type RelatedDay } from '@diary/core';
import { similarity, type DiaryEmbeddings } from '../assistant/embeddings';
import { meaningfulWords } from '../assistant/words';
import { answers, type UserContext } from '../context';
import type { Queryable } from '../db/types';
import type { UserCipher } from '../encryption/user-cipher';
import { fail } from '../errors/api-failure';
import { decodeRows } from '../storage/repository';
import { openRows } from '../storage/sealed';

type Facet = keyof typeof FACET_FIELDS;
/** The lists a diary shares with another (core's facets), by their field. */
const FACET_OF_FIELD = new Map((Object.entries(FACET_FIELDS) as Array<[Facet, string]>).map(([facet, field]) => [field, facet]));
/** Diaries sharing the most that are opened and compared word by word (a story of years may have thousands). */
const COMPARED = 200;
/** How much of a text is compared, and shown. */
const WORDS_READ = 2000;
const EXCERPT = 80;

/** How alike two sets of words are: those they share, over the geometric mean of their sizes (0 to 1). */
function alike(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / Math.sqrt(a.size * b.size);
}

const wordsOf = (diary: { title?: unknown; content?: unknown }) =>
  new Set(meaningfulWords(`${String(diary.title ?? '')}\n${String(diary.content ?? '')}`.slice(0, WORDS_READ)));

/**
 * A diary's related days: the person's diaries sharing a story, a person or a place with it, the most alike in
 * their words (and in meaning, when there are embeddings) first, then those sharing the most, then the newest.
 * Nothing is sent anywhere: embeddings were made when the diaries were saved.
 */
export async function relatedDays(db: Queryable, cipher: UserCipher, diaryId: string, embeddings?: DiaryEmbeddings): Promise<RelatedDay[]> {
  const userId = cipher.userId;
  const fields = [...FACET_OF_FIELD.keys()];
  const source = await db.selectFrom('diaries').selectAll().where('user', '=', userId).where('id', '=', diaryId).executeTakeFirst();
  if (!source) return fail('notFound', 'No such diary');
  const own = await db
    .selectFrom('itemLinks')
    .select(['field', 'targetId'])
    .where('user', '=', userId)
    .where('ownerId', '=', diaryId)
    .where('field', 'in', fields)
    .execute();
  if (own.length === 0) return [];

  const links = await db
    .selectFrom('itemLinks')
    .select(['ownerId', 'field'])
    .where('user', '=', userId)
    .where('field', 'in', fields)
    .where('targetId', 'in', [...new Set(own.map((link) => link.targetId))])
    .where('ownerId', '<>', diaryId)
    .execute();
  const shared = new Map<string, RelatedDay['shared']>();
  for (const { ownerId, field } of links) {
    let counts = shared.get(ownerId);
    if (!counts) shared.set(ownerId, (counts = { places: 0, people: 0, stories: 0 }));
    counts[FACET_OF_FIELD.get(field)!] += 1;
  }
  const total = (counts: RelatedDay['shared']) => counts.places + counts.people + counts.stories;
  const compared = [...shared]
    .sort((a, b) => total(b[1]) - total(a[1]))
    .slice(0, COMPARED)
    .map(([id]) => id);
  if (compared.length === 0) return [];

  const rows = await db.selectFrom('diaries').selectAll().where('user', '=', userId).where('id', 'in', compared).execute();
  const [opened, [sourceOpened]] = await Promise.all([
    decodeRows(db, 'diary', openRows(cipher, 'diary', rows), false),
    decodeRows(db, 'diary', openRows(cipher, 'diary', [source]), false),
  ]);
  const sourceWords = wordsOf(sourceOpened!);
  // With embeddings, how alike two diaries are in meaning counts beside their words.
  const vectors = embeddings ? await embeddings.vectorsOf(cipher) : new Map<string, Float32Array>();
  const sourceVector = vectors.get(diaryId);
  const meaning = (id: string) => (sourceVector && vectors.has(id) ? Math.max(0, similarity(sourceVector, vectors.get(id)!)) : 0);
  return opened
    .map((diary, i) => ({ diary, row: rows[i]!, alike: alike(sourceWords, wordsOf(diary)) + meaning(rows[i]!.id), shared: shared.get(rows[i]!.id)! }))
    .sort((a, b) => b.alike - a.alike || total(b.shared) - total(a.shared) || b.row.datetime.localeCompare(a.row.datetime))
    .slice(0, RELATED_DAYS_SHOWN)
    .map(({ diary, row, shared: counts }) => {
      const hidden = row.privateStatus === 1;
      return {
        id: row.id,
        day: diaryDay(row.archiveMonth, row.todayonhistory),
        title: hidden ? '' : String(diary.title ?? ''),
        excerpt: hidden
          ? ''
          : [
              ...String(diary.content ?? '')
                .replace(/\s+/g, ' ')
                .trim(),
            ]
              .slice(0, EXCERPT)
              .join(''),
        privateStatus: hidden,
        shared: counts,
      };
    });
}

async function related(ctx: UserContext, payload: ParsedPayloadOf<typeof getRelatedDiaries>) {
  const cipher = await ctx.services.keys.cipherOf(ctx.caller.userId, ctx.caller.dataKeys);
  return { related: await relatedDays(ctx.services.database.db, cipher, payload.objectId, ctx.services.embeddings) };
}

export const relatedAnswers = [answers(getRelatedDiaries, related)];
