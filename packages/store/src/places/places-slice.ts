import type { CurrentLocation, LatLng, LocationRecord, PlaceResult } from '@diary/core';
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
  /** Around the photo of the diary being written: the user's own places near it, and its point as the maps service names it. */
  photo: PhotoPlaces | null;
}

export interface PhotoPlaces {
  /** The photo's GPS position (WGS-84) they were looked up around. */
  point: LatLng;
  /** The user's own places within 0.3 km of it, at most 100. */
  nearby: LocationRecord[];
  /** The point named by reverse geocoding (with the maps service on): the name and address "A new place here" proposes. */
  named: CurrentLocation | null;
}

const initialState: PlacesState = { current: null, permissionDenied: false, nearby: [], own: [], found: [], photo: null };

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
    photoLookedUp(state, action: PayloadAction<PhotoPlaces>) {
      state.photo = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});
