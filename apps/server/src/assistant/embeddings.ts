import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import type { Queryable } from '../db/types';
import type { KeyRing } from '../encryption/keyring';
import type { UserCipher } from '../encryption/user-cipher';
import type { AssistantModel } from '../providers/assistant/model';
import { decodeRows } from '../storage/repository';
import { openRows } from '../storage/sealed';

/** Diaries looked at in one round of the background work, and texts sent in one embeddings request. */
const ROUND = 32;
const BATCH = 16;
/** How much of a diary's title and text its embedding is made of (about a page: what an embeddings model reads well). */
const EMBEDDED_CHARACTERS = 2000;
/** People whose vectors a process keeps opened (each about 4 KB a diary at 1,024 dimensions). */
const PEOPLE_KEPT = 32;
/**
 * A diary the model refused on its own waits before it is sent again: 10 minutes, doubling, at most a day. One the
 * model refused in a batch is sent on its own next time, so one diary the model cannot take holds up no other.
 */
const SET_ASIDE_MS = { first: 10 * 60_000, most: 24 * 60 * 60_000 } as const;
/** Diaries set aside that the look for waiting diaries leaves out by name (the rest wait their turn in the list). */
const SET_ASIDE_LISTED = 500;

/** Where a diary's embedding is sealed: its own place under the owner's key, so a sealed vector moved to another row does not open. */
export const embeddingPlace = (diaryId: string) => ({ className: 'diaryEmbedding', objectId: diaryId, field: 'vector' });

/** What is sealed: the digest of the text it was made of (to know a save that changed no words), its dimension and the vector. */
interface Sealed {
  digest: string;
  dimensions: number;
  vector: string;
}

const textOf = (diary: { title?: unknown; content?: unknown }) =>
  [...`${String(diary.title ?? '')}\n${String(diary.content ?? '')}`.trim()].slice(0, EMBEDDED_CHARACTERS).join('');
const digestOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/** A vector scaled to length 1, so that comparing two is a dot product. */
function unit(values: readonly number[]): Float32Array {
  const vector = Float32Array.from(values);
  let length = 0;
  for (const value of vector) length += value * value;
  length = Math.sqrt(length) || 1;
  for (let i = 0; i < vector.length; i++) vector[i]! /= length;
  return vector;
}

/** How alike two unit vectors point: 1 the same way, 0 unrelated. */
export function similarity(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}

const encodeVector = (vector: Float32Array) => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64');
const decodeVector = (text: string) => {
  const bytes = Buffer.from(text, 'base64');
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};

/**
 * What the assistant's embeddings model makes of each diary, kept sealed per person (one row a diary, under the
 * owner's data key), and compared in memory per person: the semantic neighbours of a question, and how alike two
 * diaries are. The rows are made in the background after a diary is saved (`round`), and made again when the diary's
 * words change or the server's owner chooses another model. A diary made private is never sent, and its row goes.
 */
export class DiaryEmbeddings {
  private readonly kept = new Map<string, { stamp: string; vectors: Map<string, Float32Array> }>();
  /** Diaries the model failed on, by id: how often, and until when they are left out. */
  private readonly setAside = new Map<string, { failures: number; until: number }>();

  constructor(
    private readonly database: Database,
    private readonly keys: KeyRing,
    private readonly model: AssistantModel,
    readonly modelName: string,
  ) {}

  /**
   * One round of the background work: up to 32 diaries without an embedding of this model, or written since theirs,
   * are looked at; those whose words changed are sent to the model. Answers how many were looked at (0: none waits).
   */
  async round(signal?: AbortSignal): Promise<number> {
    const db = this.database.db;
    const now = Date.now();
    const leftOut = [...this.setAside]
      .filter(([, aside]) => aside.until > now)
      .map(([id]) => id)
      .slice(0, SET_ASIDE_LISTED);
    const waiting = await db
      .selectFrom('diaries as d')
      .leftJoin('diaryEmbeddings as e', (join) => join.onRef('e.user', '=', 'd.user').onRef('e.diaryId', '=', 'd.id'))
      .select(['d.id', 'd.user'])
      .where('d.privateStatus', '=', 0)
      .where((eb) => eb.or([eb('e.diaryId', 'is', null), eb('e.model', '<>', this.modelName), eb('e.diaryUpdatedAt', '<>', eb.ref('d.updatedAt'))]))
      .$if(leftOut.length > 0, (query) => query.where('d.id', 'not in', leftOut))
      .limit(ROUND)
      .execute();
    const byUser = new Map<string, string[]>();
    for (const { id, user } of waiting) byUser.set(user, [...(byUser.get(user) ?? []), id]);
    for (const [user, ids] of byUser) await this.embedDiaries(db, await this.keys.cipherFor(db, user), ids, signal);
    return waiting.length;
  }

  /** Rows of diaries deleted or made private since: they go (a slower sweep, run when no diary waits). */
  async dropStale(): Promise<void> {
    await this.database.db
      .deleteFrom('diaryEmbeddings')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('diaries')
              .select('diaries.id')
              .whereRef('diaries.user', '=', 'diaryEmbeddings.user')
              .whereRef('diaries.id', '=', 'diaryEmbeddings.diaryId')
              .where('diaries.privateStatus', '=', 0),
          ),
        ),
      )
      .execute();
  }

  private async embedDiaries(db: Queryable, cipher: UserCipher, ids: string[], signal?: AbortSignal): Promise<void> {
    const user = cipher.userId;
    const rows = await db.selectFrom('diaries').selectAll().where('user', '=', user).where('id', 'in', ids).where('privateStatus', '=', 0).execute();
    const opened = await decodeRows(db, 'diary', openRows(cipher, 'diary', rows), false);
    const before = new Map(
      (await db.selectFrom('diaryEmbeddings').select(['diaryId', 'model', 'sealed']).where('user', '=', user).where('diaryId', 'in', ids).execute()).map(
        (row) => [row.diaryId, row],
      ),
    );
    const made: Array<{ diaryId: string; updatedAt: string; sealed: Sealed }> = [];
    const toEmbed: Array<{ diaryId: string; updatedAt: string; text: string; digest: string }> = [];
    rows.forEach((row, i) => {
      const text = textOf(opened[i]!);
      const digest = digestOf(text);
      const kept = before.get(row.id);
      const sealed = kept?.model === this.modelName ? (JSON.parse(cipher.open(embeddingPlace(row.id), kept.sealed)) as Sealed) : undefined;
      // A save that changed no words (a favourite, a place): the embedding stands, only its date moves.
      if (sealed?.digest === digest) made.push({ diaryId: row.id, updatedAt: row.updatedAt, sealed });
      else toEmbed.push({ diaryId: row.id, updatedAt: row.updatedAt, text, digest });
    });
    // Diaries the model failed on before are sent one at a time; the others in batches.
    const alone = toEmbed.filter((diary) => this.setAside.has(diary.diaryId));
    const together = toEmbed.filter((diary) => !this.setAside.has(diary.diaryId));
    const batches = [
      ...alone.map((diary) => [diary]),
      ...Array.from({ length: Math.ceil(together.length / BATCH) }, (_, i) => together.slice(i * BATCH, (i + 1) * BATCH)),
    ];
    for (const batch of batches) {
      let vectors: number[][];
      try {
        vectors = await this.model.embed(
          batch.map((diary) => diary.text || ' '),
          signal,
        );
      } catch (error) {
        if (!signal?.aborted) for (const { diaryId } of batch) this.failed(diaryId, batch.length === 1);
        // What was made so far is kept; the caller waits before the next round.
        await this.store(cipher, made);
        throw error;
      }
      for (const { diaryId } of batch) this.setAside.delete(diaryId);
      batch.forEach((diary, j) => {
        const vector = unit(vectors[j]!);
        made.push({
          diaryId: diary.diaryId,
          updatedAt: diary.updatedAt,
          sealed: { digest: diary.digest, dimensions: vector.length, vector: encodeVector(vector) },
        });
      });
    }
    await this.store(cipher, made);
  }

  /** A diary the model failed on: on its own, it waits (longer each time); in a batch, it goes alone next time. */
  private failed(diaryId: string, alone: boolean): void {
    const failures = (this.setAside.get(diaryId)?.failures ?? 0) + 1;
    const wait = alone ? Math.min(SET_ASIDE_MS.first * 2 ** (failures - 1), SET_ASIDE_MS.most) : 0;
    this.setAside.set(diaryId, { failures, until: Date.now() + wait });
  }

  private async store(cipher: UserCipher, made: ReadonlyArray<{ diaryId: string; updatedAt: string; sealed: Sealed }>): Promise<void> {
    const user = cipher.userId;
    for (const { diaryId, updatedAt, sealed } of made) {
      const values = { user, diaryId, model: this.modelName, diaryUpdatedAt: updatedAt, sealed: cipher.seal(embeddingPlace(diaryId), JSON.stringify(sealed)) };
      await this.database.db
        .insertInto('diaryEmbeddings')
        .values(values)
        .onConflict((conflict) => conflict.columns(['user', 'diaryId']).doUpdateSet({ model: values.model, diaryUpdatedAt: updatedAt, sealed: values.sealed }))
        .execute();
    }
  }

  /** A person's diaries' vectors, opened once and kept while none of their rows changes. */
  async vectorsOf(cipher: UserCipher): Promise<Map<string, Float32Array>> {
    const db = this.database.db;
    const user = cipher.userId;
    const state = await db
      .selectFrom('diaryEmbeddings')
      .select((eb) => [eb.fn.countAll<number | string>().as('rows'), eb.fn.max('diaryUpdatedAt').as('latest')])
      .where('user', '=', user)
      .where('model', '=', this.modelName)
      .executeTakeFirst();
    const stamp = `${state?.rows ?? 0}:${state?.latest ?? ''}`;
    const kept = this.kept.get(user);
    if (kept?.stamp === stamp) return kept.vectors;
    const rows = await db.selectFrom('diaryEmbeddings').select(['diaryId', 'sealed']).where('user', '=', user).where('model', '=', this.modelName).execute();
    const vectors = new Map(
      rows.map((row) => [row.diaryId, decodeVector((JSON.parse(cipher.open(embeddingPlace(row.diaryId), row.sealed)) as Sealed).vector)]),
    );
    this.kept.delete(user);
    this.kept.set(user, { stamp, vectors });
    if (this.kept.size > PEOPLE_KEPT) this.kept.delete(this.kept.keys().next().value!);
    return vectors;
  }

  /** The person's diaries nearest a question in meaning, nearest first, as alike as `least` or more. */
  async nearest(cipher: UserCipher, question: string, count: number, least: number, signal?: AbortSignal): Promise<Array<{ id: string; similarity: number }>> {
    const [asked] = await this.model.embed([question], signal);
    const query = unit(asked!);
    return [...(await this.vectorsOf(cipher))]
      .map(([id, vector]) => ({ id, similarity: similarity(query, vector) }))
      .filter((near) => near.similarity >= least)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, count);
  }
}
