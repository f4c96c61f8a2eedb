import { routePath } from '../routes/route-path';
import { isListType, LIST_KINDS, listKindOf, type DiaryListSelector } from './list-kinds';

/** The list a route shows: /list/{listType}[/{listId}] (seed 1 §2), its listId decoded. Undefined for a path that names no list. */
export function selectorOfRoute(listType: string | undefined, listId: string | undefined): DiaryListSelector | undefined {
  return isListType(listType) ? LIST_KINDS[listType].parse(listId) : undefined;
}

/** The route of a list, the inverse of selectorOfRoute: `/list/archive/2026-11`, `/list/weather/rain`, `/list/search/%E6%B5%B7`, `/list/all`. */
export function listPath(selector: DiaryListSelector): string {
  return routePath('list', { listType: selector.listType, listId: listKindOf(selector).format(selector) });
}

/** The id the store keeps a list under: its route words, decoded (`archive/2026-11`, `tag/{id}`, `search/{keyword}`, `favorite`). */
export function listIdOf(selector: DiaryListSelector): string {
  const listId = listKindOf(selector).format(selector);
  return listId === undefined ? selector.listType : `${selector.listType}/${listId}`;
}
