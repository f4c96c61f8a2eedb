import { message, type Message } from '../i18n/message-key';

export const MAX_PLACES_PER_DIARY = 3;

export interface PlaceRef {
  id: string;
  name: string;
}

/**
 * The place sheet selects one place: choosing one replaces the selection,
 * choosing the selected one again deselects it.
 */
export function selectPlace<P extends PlaceRef>(selected: readonly P[], chosen: P): P[] {
  return selected.some((p) => p.id === chosen.id) ? [] : [chosen];
}

export type AddPlaceResult<P> = { ok: true; places: P[] } | { ok: false; message: Message };

/** Adds a place to a diary's places, at most 3; adding one already there changes nothing. */
export function addPlace<P extends PlaceRef>(selected: readonly P[], place: P): AddPlaceResult<P> {
  if (selected.some((p) => p.id === place.id)) return { ok: true, places: [...selected] };
  if (selected.length >= MAX_PLACES_PER_DIARY) return { ok: false, message: message('editor.placesMax', { max: MAX_PLACES_PER_DIARY }) };
  return { ok: true, places: [...selected, place] };
}

export function validatePlaceCount(count: number): Message | undefined {
  return count > MAX_PLACES_PER_DIARY ? message('editor.placesMax', { max: MAX_PLACES_PER_DIARY }) : undefined;
}
