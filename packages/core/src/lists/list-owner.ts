import { listKindOf, type DiaryListSelector, type ListOwnerClass, type ListOwnerRecords, type NewDiaryPrefill, type OwnerRecord } from './list-kinds';

/** The stored record a list belongs to: its archive month, place, person, story, status or weather. */
export interface ListOwner {
  className: ListOwnerClass;
  record: OwnerRecord<ListOwnerClass>;
}

/**
 * A list's owner among the records loaded, if it has one: it gives the list its heading, and the
 * list's total corrects the count stored on it.
 */
export function listOwner(records: ListOwnerRecords, selector: DiaryListSelector): ListOwner | undefined {
  const owner = listKindOf(selector).owner;
  if (!owner) return undefined;
  const candidates: ReadonlyArray<OwnerRecord<ListOwnerClass>> = records[owner.className];
  const record = candidates.find((candidate) => owner.matches(candidate, selector));
  return record && { className: owner.className, record };
}

/** What a diary written from a list starts with (its place, person, story or status chosen). */
export function newDiaryPrefill(records: ListOwnerRecords, selector: DiaryListSelector): NewDiaryPrefill {
  return listKindOf(selector).newDiary(listOwner(records, selector)?.record);
}
