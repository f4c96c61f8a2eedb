// The Places tab, the places screen in select mode and the place sheet's photo places and search: their own entry point (`@diary/store/places`),
// as shifting points to GCJ-02 loads a coordinate library that only the map needs; the first screen stays without it.
export {
  changeMapType,
  mapView,
  markerPosition,
  placeMarkers,
  selectPlaceMarkers,
  selectInsightsPlaceMarkers,
  openPlace,
  selectPlacesList,
  selectPlacesScreen,
  typePlacesQuery,
  selectPlacesMapTiles,
  selectWechatMapType,
  type PlaceMarker,
  type PlacesMapTiles,
} from './places/places-map';
export {
  addFoundDraftPlace,
  addPlaceChosenOnWechatMap,
  locateForMapSearch,
  searchMapAroundDevice,
  selectPlaceSelectRows,
  toggleDraftPlace,
  typeMapSearch,
} from './places/place-select';
export {
  addPlaceHere,
  selectPhotoPlaceSection,
  selectPlaceSearch,
  typeNewPlaceName,
  type PhotoPlaceRow,
  type PhotoPlaceSection,
  type PlaceSearchView,
} from './places/place-sheet';
