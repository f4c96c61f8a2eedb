import type { CurrentLocation, LocationRecord, PlaceResult } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

export interface PlacesState {
  /** Where the device is, as the maps service names it. */
  current: CurrentLocation | null;
  /** The user has not allowed location: the "Turn on" tip shows. */
  permissionDenied: boolean;
  /** The user's own places near the device (0.3 km, at most 100). */
  nearby: LocationRecord[];
  /** The user's own places whose name contains the search text. */
  own: LocationRecord[];
  /** Places the maps service found. */
  found: PlaceResult[];
}

const initialState: PlacesState = { current: null, permissionDenied: false, nearby: [], own: [], found: [] };

export const placesSlice = createSlice({
  name: 'places',
  initialState,
  reducers: {
    located(state, action: PayloadAction<CurrentLocation>) {
      state.current = action.payload;
      state.permissionDenied = false;
    },
    permissionDenied(state) {
      state.permissionDenied = true;
    },
    nearbyLoaded(state, action: PayloadAction<LocationRecord[]>) {
      state.nearby = action.payload;
    },
    ownFound(state, action: PayloadAction<LocationRecord[]>) {
      state.own = action.payload;
    },
    placesFound(state, action: PayloadAction<PlaceResult[]>) {
      state.found = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});
