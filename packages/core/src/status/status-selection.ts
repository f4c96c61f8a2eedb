/** The picker's "do not set status" row carries this id. */
export const NO_STATUS_ID = '';

/** Choosing "do not set status", or the status already chosen, leaves the diary without one. */
export function selectStatus(currentId: string | null | undefined, chosenId: string): string | null {
  if (chosenId === NO_STATUS_ID || chosenId === currentId) return null;
  return chosenId;
}

export interface PickerStatus {
  objectId: string;
  position?: number;
  group?: { objectId: string } | null;
}
export interface PickerGroup {
  objectId: string;
  name: string;
  position?: number;
}

/** The id of the picker's last group, which holds statuses without a (known) group. */
export const MORE_GROUP_ID = 'more';

/**
 * Statuses by group for the picker: groups by position, statuses by position
 * within them; statuses without a known group go last, under "More".
 */
export function groupStatuses<S extends PickerStatus, G extends PickerGroup>(
  statuses: readonly S[],
  groups: readonly G[],
): Array<{ group: G | { objectId: typeof MORE_GROUP_ID; nameKey: 'editor.status.moreGroup' }; statuses: S[] }> {
  const byPosition = <T extends { position?: number }>(a: T, b: T) => (a.position ?? 0) - (b.position ?? 0);
  const sortedGroups = [...groups].sort(byPosition);
  const known = new Set(sortedGroups.map((g) => g.objectId));
  const sections: Array<{ group: G | { objectId: typeof MORE_GROUP_ID; nameKey: 'editor.status.moreGroup' }; statuses: S[] }> = sortedGroups.map((group) => ({
    group,
    statuses: statuses.filter((s) => s.group?.objectId === group.objectId).sort(byPosition),
  }));
  const ungrouped = statuses.filter((s) => !s.group || !known.has(s.group.objectId)).sort(byPosition);
  if (ungrouped.length > 0) sections.push({ group: { objectId: MORE_GROUP_ID, nameKey: 'editor.status.moreGroup' }, statuses: ungrouped });
  return sections.filter((section) => section.statuses.length > 0);
}
