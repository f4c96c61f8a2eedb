import type { ArchiveRecord, GroupRecord, LocationRecord, PeopleRecord, StatusRecord, TagRecord, TopicRecord, WeatherRecord } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

/** The user's total lists, each loaded whole (at most 1000) and kept for pickers, tabs and counts. */
export interface Collections {
  archive: ArchiveRecord[];
  location: LocationRecord[];
  people: PeopleRecord[];
  tag: TagRecord[];
  topic: TopicRecord[];
  status: StatusRecord[];
  group: GroupRecord[];
  weather: WeatherRecord[];
}
export type CollectionName = keyof Collections;
export const COLLECTION_NAMES = ['archive', 'location', 'people', 'tag', 'topic', 'status', 'group', 'weather'] as const satisfies readonly CollectionName[];

export interface ItemsState extends Collections {
  loaded: Record<CollectionName, boolean>;
}

const none = <T>(value: T) => Object.fromEntries(COLLECTION_NAMES.map((name) => [name, value])) as Record<CollectionName, T>;
const initialState: ItemsState = {
  archive: [],
  location: [],
  people: [],
  tag: [],
  topic: [],
  status: [],
  group: [],
  weather: [],
  loaded: none(false),
};

type AnyRecord = { objectId: string } & Record<string, unknown>;

export const itemsSlice = createSlice({
  name: 'items',
  initialState,
  reducers: {
    collectionLoaded(state, action: PayloadAction<{ name: CollectionName; records: AnyRecord[]; fromCache?: boolean }>) {
      const { name, records, fromCache } = action.payload;
      (state[name] as AnyRecord[]) = records;
      if (!fromCache) state.loaded[name] = true;
    },
    /** An added or changed record, merged in place (or appended). */
    recordSaved(state, action: PayloadAction<{ name: CollectionName; record: AnyRecord }>) {
      const { name, record } = action.payload;
      const list = state[name] as AnyRecord[];
      const index = list.findIndex((r) => r.objectId === record.objectId);
      if (index >= 0) list[index] = { ...list[index], ...record };
      else list.unshift(record);
    },
    recordRemoved(state, action: PayloadAction<{ name: CollectionName; objectId: string }>) {
      const { name, objectId } = action.payload;
      (state[name] as AnyRecord[]) = (state[name] as AnyRecord[]).filter((r) => r.objectId !== objectId);
    },
    /** A list's total differs from the stored count: the stored one is corrected. */
    countCorrected(state, action: PayloadAction<{ name: CollectionName; objectId: string; count: number }>) {
      const record = (state[action.payload.name] as AnyRecord[]).find((r) => r.objectId === action.payload.objectId);
      if (record) record.count = action.payload.count;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});

export const { collectionLoaded, recordSaved, recordRemoved, countCorrected } = itemsSlice.actions;
