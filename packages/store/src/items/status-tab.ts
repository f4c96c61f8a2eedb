import { LIST_KINDS, listPath, type MessageKey } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { selectStatusSections } from './selectors';

/** One status on the Status tab: what its row shows and the list it opens. */
export interface StatusTabRow {
  id: string;
  name: string;
  emoji: string;
  count: number;
  path: string;
}

/** One group on the Status tab: its heading (a group's name, or "More" for the ungrouped) and its statuses. */
export interface StatusTabSection {
  id: string;
  heading: { name: string } | { key: MessageKey };
  statuses: StatusTabRow[];
}

/** The Status tab: the picker's groups (by position, ungrouped last under "More"), each status with its count and list. */
export const selectStatusTab = createSelector([selectStatusSections], (sections) =>
  sections.map(({ group, statuses }): StatusTabSection => ({
    id: group.objectId,
    heading: 'nameKey' in group ? { key: group.nameKey } : { name: group.name },
    statuses: statuses.map((s) => ({
      id: s.objectId,
      name: s.name ?? '',
      // A status saved without an emoji still needs a mark in its row.
      emoji: s.emoji || LIST_KINDS.status.icon({ listType: 'status', id: s.objectId }),
      count: s.count ?? 0,
      path: listPath({ listType: 'status', id: s.objectId }),
    })),
  })),
);
