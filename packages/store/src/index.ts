// @diary/store: the client state both apps run on. Everything platform-specific comes in through
// `PlatformServices`; see README.md for the public API with an example per service.

export * from './platform/services';
export { timerClock, type HostTimers } from './platform/timer-clock';
export { fetchStreamingTransport, type FetchHost } from './platform/fetch-stream';
export { createDiaryStore, type AppDispatch, type AppThunk, type DiaryStore, type RootState, type StoreExtra, type StoreOptions } from './store';
export { RESET_ALL } from './reset';
export * from './screens/screens-slice';
export * from './screens/clock';

export * from './persist/local-data';
export * from './persist/keys';
export { removeStaleKeys } from './persist/stale-keys';

export * from './app/app-slice';
export * from './app/start';
export * from './app/preferences';
export * from './app/settings-rows';
export * from './app/more-menu';

export * from './session/session-slice';
export * from './session/sign-in-slice';
export * from './session/sign-in';
export * from './session/wechat-sign-in';
export * from './session/wechat-qr';
export * from './session/sign-out';
export * from './session/profile';
export * from './session/sms-code';

export * from './account/account-slice';
export * from './account/phone-change';
export * from './account/export';
export * from './account/delete-account';
export * from './account/wechat';
export * from './account/transfer';
export type { ImportView } from './account/transfer-slice';

export * from './gate/gate-slice';
export * from './gate/gate';

export * from './items/items-slice';
export * from './items/collections';
export * from './items/selectors';
export * from './items/status-tab';
export * from './items/target-form';
export { targetDraftTyped, targetDraftKey } from './items/target-form-slice';
export * from './items/target-options';
export * from './items/topics-groups';
export * from './stories/stories-tab';

export * from './lists/lists-slice';
export * from './lists/diary-lists';
export type { ListHeading } from './lists/list-heading';
export * from './lists/list-rows';
export { LIST_OPTIONS, removeUserListCover, type ListOption, type ListOptionRow, type OptionsListType } from './lists/list-options';
export * from './lists/list-page';

export * from './diary/detail-slice';
export * from './diary/diary-actions';
export * from './diary/diary-options';

export * from './editor/editor-slice';
export * from './editor/draft';
export * from './editor/save-diary';
export * from './editor/save-job';
export * from './outbox/outbox';
export * from './outbox/outbox-slice';
export * from './outbox/waiting-sheet';
export * from './editor/restore-draft';
export * from './editor/photo-options';
export * from './editor/photo-strip';
export * from './editor/editor-rows';
export * from './editor/editor-sheets';

export * from './history/history-slice';
export * from './history/history';
export * from './history/emoji-choices';

export * from './widgets/widgets-slice';
export * from './widgets/widgets';
export * from './widgets/widget-views';
export * from './widgets/widget-table';
export * from './widgets/home-widgets';
export * from './insights/insights-slice';
export * from './insights/insights';
export * from './insights/insights-screen';
export * from './insights/insights-poster';

export * from './places/places-slice';
export * from './places/places';

export * from './covers/cover-target';
export * from './covers/cover-photos';
export * from './covers/save-cover';
export * from './covers/avatar-upload';
export {
  loadPhotosOverview,
  openPhotoDiary,
  photoDiaryId,
  selectPhotosOverview,
  selectPhotosOverviewScreen,
  type PhotosOverviewScreen,
} from './photos/photos-overview';
export { loadSharedDiary, loadSharedList, selectSharedPage, sharedPageKey, type SharedEntry, type SharedPage } from './share/shared-pages';
export * from './pro/pro-slice';
export * from './pro/selectors';
export * from './pro/orders';
export * from './pro/paying';

export { changeShare, copyShareLink, shareable } from './share/share';
export * from './share/poster';
export { errorMessage } from './feedback';
export * from './share/share-sheet';
export * from './archive/archive-tab';
export * from './archive/write-in-month';
export * from './diary/diary-detail';
export * from './account/account-screen';
export * from './history/search-screen';
export * from './assistant/assistant-notice';
export { askSlice, type AskTurn } from './assistant/ask-slice';
export * from './assistant/ask-screen';
