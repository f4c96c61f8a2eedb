/** The places whose name or address contains the text, case-insensitive; all of them for an empty text. */
export function filterPlaces<P extends { name?: string | undefined; address?: string | undefined }>(places: readonly P[], query: string): P[] {
  const text = query.trim().toLocaleLowerCase();
  if (!text) return [...places];
  return places.filter((p) => (p.name ?? '').toLocaleLowerCase().includes(text) || (p.address ?? '').toLocaleLowerCase().includes(text));
}
