import type { ClassName, ItemClassName } from '@diary/core';
import type { Queryable } from '../db/types';
import type { UserCipher } from '../encryption/user-cipher';
import type { WireRecord } from '../storage/codec';
import { decodeRows, findRows } from '../storage/repository';
import { SPECS } from '../storage/spec';

type PointerLike = { objectId: string };

/**
 * Answers the named pointer fields of these records with the records themselves: one query
 * per included class, whatever the number of records (no query per record). Only the
 * owner's records are looked up, so an include can never reach another user's data.
 */
export async function includeRecords(q: Queryable, owner: UserCipher, className: ClassName, records: WireRecord[], include: readonly string[]): Promise<void> {
  const spec = SPECS[className];
  // The fields are independent: on PostgreSQL their queries run side by side on the pool.
  await Promise.all(
    include.map(async (field) => {
      const target = spec.links[field] ?? spec.pointers[field] ?? (field === 'user' ? 'user' : undefined);
      if (!target) return;
      const ids = new Set<string>();
      for (const record of records) {
        const value = record[field] as PointerLike | PointerLike[] | null | undefined;
        if (Array.isArray(value)) value.forEach((p) => ids.add(p.objectId));
        else if (value) ids.add(value.objectId);
      }
      if (ids.size === 0) return;
      const byId = target === 'user' ? await authors(q, [...ids]) : await ownedById(q, owner, target, [...ids]);
      for (const record of records) {
        const value = record[field] as PointerLike | PointerLike[] | null | undefined;
        if (Array.isArray(value)) record[field] = value.map((p) => byId.get(p.objectId)).filter((r) => r !== undefined);
        else if (value) record[field] = byId.get(value.objectId) ?? null;
      }
    }),
  );
}

async function ownedById(q: Queryable, owner: UserCipher, className: ItemClassName, ids: string[]): Promise<Map<string, WireRecord>> {
  const rows = await findRows(q, owner, className, ids);
  // Included records come without their own lists of pointers (a photo's diaries): one round trip less per page.
  const records = await decodeRows(q, className, rows, false);
  return new Map(records.map((r) => [r.objectId, r]));
}

/** A diary's author as others may see it: the nickname only. */
async function authors(q: Queryable, ids: string[]): Promise<Map<string, WireRecord>> {
  const rows = await q.selectFrom('users').select(['id', 'data']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, { objectId: r.id, nicename: String((JSON.parse(r.data) as { nicename?: string }).nicename ?? '') }]));
}
