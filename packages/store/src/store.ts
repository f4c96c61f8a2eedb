import { createApiClient, type ApiClient, type DiaryRecord } from '@diary/core';
import { configureStore, createListenerMiddleware, type StateFromReducersMapObject, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { persistDraftOnChange } from './editor/draft-persistence';
import type { PlatformServices } from './platform/services';
import { appSlice } from './app/app-slice';
import { sessionSlice } from './session/session-slice';
import { signInSlice } from './session/sign-in-slice';
import { accountFormSlice } from './account/account-slice';
import { gateSlice } from './gate/gate-slice';
import { itemsSlice } from './items/items-slice';
import { listsSlice } from './lists/lists-slice';
import { detailSlice } from './diary/detail-slice';
import { editorSlice } from './editor/editor-slice';
import { historySlice } from './history/history-slice';
import { widgetsSlice } from './widgets/widgets-slice';
import { insightsSlice } from './insights/insights-slice';
import { askSlice } from './assistant/ask-slice';
import { placesSlice } from './places/places-slice';
import { proSlice } from './pro/pro-slice';
import { coversSlice } from './covers/covers-slice';
import { targetFormSlice } from './items/target-form-slice';
import { photosOverviewSlice } from './photos/photos-overview-slice';
import { sharedPagesSlice } from './share/shared-pages-slice';
import { transferSlice } from './account/transfer-slice';
import { screensSlice } from './screens/screens-slice';
import { keepScreensTime } from './screens/clock';
import { networkChanged } from './app/start';
import { persistOutboxOnChange } from './outbox/outbox-persistence';
import { persistAccountOnChange } from './session/account-persistence';
import { outboxSlice } from './outbox/outbox-slice';

export interface StoreOptions {
  /** Where the server answers, e.g. https://diary.example.com or /api (the API client appends /restful). */
  apiBaseUrl: string;
  /** The public site, for share links ({site}/shared/{id}). */
  siteUrl: string;
}

/** The platform's handles on picked files, by photo id: not state (not serialisable), read only when uploading. */
export type PickedFiles = Map<string, { file: unknown; poster?: unknown }>;

/** The action the gate held back behind the Pro sheet, ready to go on: a function, so not state. */
export interface HeldAction {
  resume: (() => Promise<void>) | null;
}

/** What every thunk gets as its extra argument: the platform, the API client, the options, the picked files and the held-back action. */
export interface StoreExtra {
  platform: PlatformServices;
  api: ApiClient;
  options: StoreOptions;
  pickedFiles: PickedFiles;
  held: HeldAction;
  /** Requests under way whose answer streams (the assistant's), by what they answer: how to stop each. */
  streams: Map<string, () => void>;
  /** The diary the app opened on, asked for at start, by id, until its page takes the answer (app/opening.ts). */
  openingDiaries: Map<string, Promise<DiaryRecord | null>>;
  /** Questions asked once and awaited by whoever asks meanwhile (the server's features, start's account). */
  asking: { features?: Promise<void>; account?: Promise<void> };
}

/**
 * Each part of the state by its reducer. The store combines them when it is made, not when this module loads:
 * combining calls every reducer once to check it, which builds each slice's reducer and freezes its first state, up to a
 * third of the store's code loading on a slow phone (docs/benchmarks.md, "Start in shorter tasks").
 */
const reducers = {
  app: appSlice.reducer,
  session: sessionSlice.reducer,
  signIn: signInSlice.reducer,
  accountForm: accountFormSlice.reducer,
  gate: gateSlice.reducer,
  items: itemsSlice.reducer,
  lists: listsSlice.reducer,
  detail: detailSlice.reducer,
  editor: editorSlice.reducer,
  history: historySlice.reducer,
  widgets: widgetsSlice.reducer,
  insights: insightsSlice.reducer,
  ask: askSlice.reducer,
  places: placesSlice.reducer,
  pro: proSlice.reducer,
  covers: coversSlice.reducer,
  targetForm: targetFormSlice.reducer,
  photosOverview: photosOverviewSlice.reducer,
  sharedPages: sharedPagesSlice.reducer,
  transfer: transferSlice.reducer,
  screens: screensSlice.reducer,
  outbox: outboxSlice.reducer,
};

export type RootState = StateFromReducersMapObject<typeof reducers>;

/** The diary store of one client: the platform is passed in, nothing else is global. */
export function createDiaryStore(platform: PlatformServices, options: StoreOptions) {
  let readToken: () => string | null = () => null;
  const api = createApiClient({
    baseUrl: options.apiBaseUrl,
    transport: platform.transport,
    streamingTransport: platform.streamingTransport,
    getSessionToken: () => readToken(),
    // The reads of one moment (start's fourteen) go as one request: one round trip instead of three on a phone.
    together: { later: (send) => void platform.clock.sleep(0).then(send) },
  });
  const extra: StoreExtra = {
    platform,
    api,
    options,
    pickedFiles: new Map(),
    held: { resume: null },
    streams: new Map(),
    openingDiaries: new Map(),
    asking: {},
  };
  const listeners = createListenerMiddleware({ extra });
  persistDraftOnChange(listeners);
  persistOutboxOnChange(listeners);
  persistAccountOnChange(listeners);
  const store = configureStore({
    reducer: reducers,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).prepend(listeners.middleware),
  });
  readToken = () => store.getState().session.token;
  keepScreensTime(platform.clock, store.dispatch);
  platform.network.onChange((online) => void store.dispatch(networkChanged(online)));
  return store;
}

export type DiaryStore = ReturnType<typeof createDiaryStore>;
export type AppDispatch = DiaryStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, StoreExtra, UnknownAction>;
