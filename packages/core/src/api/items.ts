import type { z } from 'zod';
import type { PayloadOf, ResponseOf } from '../contract/define';
import { addItem, deleteItem, getItemById, getItemList, updateItem } from '../contract/items';
import type { ClassName, ItemClassName } from '../wire/class-names';
import type { FIELD_SCHEMAS, RecordOf } from '../contract/item-schemas';
import type { ApiClient } from './client';

/*
 * The item requests, typed by class: a list of diaries answers diary records, an update of a person
 * takes a person's fields. The contract's payloads are unions over every class; TypeScript cannot
 * narrow such a union by a class name that is itself a type parameter, so each helper states once
 * what the schema checks at run time (the client validates every payload and answer).
 */

/** A class's writable fields as the client sends them (wire dates, pointers). */
export type ItemFields<C extends ClassName> = z.input<(typeof FIELD_SCHEMAS)[C]>;

/** get_item_list of one class: its where, order, keys, include, skip, limit and count. */
export type ItemListQuery<C extends ItemClassName> = { className: C } & Omit<PayloadOf<typeof getItemList>, 'className'>;

/** A page of one class's records, and the total when the query asked for it. */
export interface ItemPage<C extends ItemClassName> {
  records: Array<RecordOf<C>>;
  count?: number;
}

export async function requestItemList<C extends ItemClassName>(api: ApiClient, query: ItemListQuery<C>): Promise<ItemPage<C>> {
  const answer = (await api.request(getItemList, query as PayloadOf<typeof getItemList>)) as Record<string, unknown> & { count?: number };
  const records = (answer[`${query.className}List`] ?? []) as Array<RecordOf<C>>;
  return answer.count === undefined ? { records } : { records, count: answer.count };
}

/** One of the user's records (or the user itself), whole, with pointers included where asked. */
export async function requestItem<C extends ClassName>(
  api: ApiClient,
  className: C,
  objectId: string,
  options: { include?: string[] } = {},
): Promise<RecordOf<C>> {
  const answer = await api.request(getItemById, { className, objectId, ...options } as PayloadOf<typeof getItemById>);
  return answer.item as RecordOf<C>;
}

type AddableClass = Exclude<ItemClassName, 'order'>;
type ChangeableClass = Exclude<ClassName, 'order'>;

export function requestAddItem<C extends AddableClass>(
  api: ApiClient,
  className: C,
  data: ItemFields<C>,
  objectId?: string,
): Promise<ResponseOf<typeof addItem>> {
  return api.request(addItem, { className, data, ...(objectId ? { objectId } : {}) } as PayloadOf<typeof addItem>);
}

/** Changes some fields; a null removes one (a cover and its crop, say). */
export function requestUpdateItem<C extends ChangeableClass>(
  api: ApiClient,
  className: C,
  objectId: string,
  data: Partial<ItemFields<C>>,
): Promise<ResponseOf<typeof updateItem>> {
  return api.request(updateItem, { className, objectId, data } as PayloadOf<typeof updateItem>);
}

export function requestDeleteItem(api: ApiClient, className: AddableClass, objectId: string): Promise<ResponseOf<typeof deleteItem>> {
  return api.request(deleteItem, { className, objectId } as PayloadOf<typeof deleteItem>);
}
