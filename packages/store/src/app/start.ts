import { addListener } from '@reduxjs/toolkit';
import { API_ERRORS, getBindWechatStatus, getMediaBase, isApiError, requestItem } from '@diary/core';
import { removeUnnamedKeptFiles, restoreDraft } from '../editor/restore-draft';
import { reloadUnreachableDiary } from '../diary/load-diary';
import { loadFirstPage } from '../lists/diary-lists';
import { listsSlice } from '../lists/lists-slice';
import { isNetworkFailure, isPassingFailure } from '../outbox/network-failure';
import { restoreOutbox, sendOutbox } from '../outbox/outbox';
import { restoreHistories } from '../history/history';
import { loadCollections, restoreCachedCollections } from '../items/collections';
import { ACCOUNT, FREE_PLAN_CHOSEN, MEDIA_BASE, PREFERENCES, SESSION } from '../persist/keys';
import { readLocal, writeLocal } from '../persist/local-data';
import { removeStaleKeys } from '../persist/stale-keys';
import { loadUnpaidOrders } from '../pro/orders';
import { gateSlice } from '../gate/gate-slice';
import { resetAfterSignOut } from '../session/sign-out';
import { sessionSlice } from '../session/session-slice';
import type { AppDispatch, AppThunk, RootState } from '../store';
import { DEFAULT_PREFERENCES, appSlice } from './app-slice';
import { askForOpening } from './opening';

const { startChanged, preferencesLoaded, monthSelected } = appSlice.actions;

/** The collections loaded at start, after the user and the WeChat bind status. */
export const START_COLLECTIONS = ['archive', 'people', 'tag', 'topic', 'group', 'status', 'weather', 'location'] as const;

/**
 * What start asks the server for a signed-in user: the user, the media address, the WeChat binding, the totals, unpaid
 * orders. None needs another's answer, so they are asked at once: one round trip before the archive's covers can
 * load instead of five in a row. While they travel, a gate that has no account to decide by waits for them (gate.ts).
 */
function loadAccount(userId: string): AppThunk<Promise<void>> {
  return (dispatch, getState, extra) => {
    const loading = dispatch(askForAccount(userId));
    // A sign-out meanwhile drops the answers: the gate stops waiting then too, and finds a visitor.
    const settled: Promise<void> = whileSignedIn(dispatch, getState, userId, loading).then(forget, forget);
    function forget() {
      if (extra.asking.account === settled) delete extra.asking.account;
    }
    extra.asking.account = settled;
    return loading;
  };
}

/** Start's requests for the account, asked at once. */
function askForAccount(userId: string): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api, platform }) => {
    const user = async () => dispatch(sessionSlice.actions.userLoaded(await requestItem(api, 'user', userId)));
    const mediaBase = async () => {
      const answer = await api.request(getMediaBase, {});
      dispatch(sessionSlice.actions.mediaBaseLoaded(answer.mediaBase));
      await writeLocal(platform.storage, MEDIA_BASE, answer);
    };
    const wechatBinding = async () => {
      try {
        const bind = await api.request(getBindWechatStatus, { objectId: userId });
        dispatch(sessionSlice.actions.wechatBindStatusLoaded(bind.status));
      } catch {
        // WeChat may be off on this server: the account is simply not bound.
      }
    };
    const answers = await Promise.allSettled([
      user(),
      mediaBase(),
      wechatBinding(),
      dispatch(loadCollections(START_COLLECTIONS)),
      dispatch(loadUnpaidOrders()),
    ]);
    const failures = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as unknown] : []));
    // Of several failures, the one that decides what start does: an ended session, then a lost network.
    if (failures.length > 0) throw failures.find(sessionEnded) ?? failures.find(isNetworkFailure) ?? failures[0];
  };
}

/** The server no longer accepts the device's session. */
const sessionEnded = (error: unknown) => isApiError(error) && (error.statusCode === 401 || error.code === API_ERRORS.sessionExpired.code);

/** How long an app that started offline waits before asking again, while the network is back but the server is not yet. */
export const START_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000];

/** The stores whose app is asking again for what its start missed: one such run at a time. */
const askingAgain = new WeakSet<object>();

/**
 * An app that started without the network loads the account and totals it could not. The first answers after the
 * network comes back may still fail (the connection is still being made, the server busy or restarting): it asks
 * again a few times, a while apart, so "Offline" does not stay up over a working app until the next reload, and the
 * screens that found no network fill in once it answers. The first try is awaited; the later ones run on their own,
 * one run at a time, and stop once the device is offline again or another account is signed in.
 */
function loadWhatStartMissed(userId: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    const attempt = async (): Promise<'answered' | 'again'> => {
      try {
        await dispatch(loadAccount(userId));
        dispatch(appSlice.actions.startedOfflineChanged(false));
        return 'answered';
      } catch (error) {
        return isPassingFailure(error) ? 'again' : 'answered';
      }
    };
    if ((await attempt()) === 'answered' || askingAgain.has(platform)) return;
    askingAgain.add(platform);
    void (async () => {
      try {
        for (const delay of START_RETRY_DELAYS_MS) {
          await platform.clock.sleep(delay);
          const { app, session } = getState();
          if (!app.online || !app.startedOffline || session.userId !== userId) return;
          if ((await attempt()) === 'answered') {
            if (!getState().app.startedOffline) dispatch(reloadWhatFoundNoNetwork());
            return;
          }
        }
      } finally {
        askingAgain.delete(platform);
      }
    })();
  };
}

/** The lists and diaries that found no network load again: a screen showing one fills in by itself. */
function reloadWhatFoundNoNetwork(): AppThunk {
  return (dispatch, getState, { platform }) => {
    dispatch(listsSlice.actions.diariesChanged(platform.clock.now().toISOString()));
    for (const [listId, list] of Object.entries(getState().lists.byId)) if (list.unreachable) void dispatch(loadFirstPage(listId));
    for (const id of Object.keys(getState().screens.unreachableDiaries)) void dispatch(reloadUnreachableDiary(id));
  };
}

/**
 * The network came or went (the platform's events). Back online, the outbox is sent, and an app that started
 * without the network loads what it could not, the lists reloading as they are shown: no screen needs a reload.
 */
export function networkChanged(online: boolean): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(appSlice.actions.onlineChanged(online));
    const { app, session } = getState();
    if (!online || app.start !== 'ready' || !session.userId) return;
    if (app.startedOffline) await dispatch(loadWhatStartMissed(session.userId));
    dispatch(reloadWhatFoundNoNetwork());
    await dispatch(sendOutbox());
  };
}

/**
 * What start waits for, or 'signedOut' once the person it started for is signed out meanwhile: the API client drops
 * the answers of an ended session, so what waited on them would wait for ever, and the app would never open.
 */
function whileSignedIn<T>(dispatch: AppDispatch, getState: () => RootState, userId: string, waited: Promise<T>): Promise<T | 'signedOut'> {
  if (getState().session.userId !== userId) return Promise.resolve('signedOut');
  let stopListening = () => {};
  const signedOut = new Promise<'signedOut'>((resolve) => {
    stopListening = dispatch(
      addListener.withTypes<RootState, AppDispatch>()({
        predicate: (_action, state) => state.session.userId !== userId,
        effect: () => resolve('signedOut'),
      }),
    );
  });
  return Promise.race([waited, signedOut]).finally(stopListening);
}

/**
 * App start (seed 2 §4 "Initialisation"): stale local keys go; preferences, the edit draft and the
 * histories come back; with a stored user the user, the WeChat bind status, the total lists and
 * the unpaid orders load, and with them what the page the app opens on shows (`opening`, that page's path).
 * The selected month defaults to now. A session the server no longer accepts signs the device out; no network opens
 * the app on what the device kept (networkChanged loads the rest); any other failure sends the user to /exception.
 */
export function startApp(opening?: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform }) => {
    dispatch(startChanged('starting'));
    dispatch(appSlice.actions.onlineChanged(platform.network.isOnline()));
    const now = platform.clock.now();
    dispatch(monthSelected({ year: now.getFullYear(), month: now.getMonth() + 1 }));
    try {
      await removeStaleKeys(platform.storage);
      dispatch(preferencesLoaded((await readLocal(platform.storage, PREFERENCES)) ?? DEFAULT_PREFERENCES));
      await dispatch(restoreHistories());
      const session = await readLocal(platform.storage, SESSION);
      if (session) {
        dispatch(sessionSlice.actions.signedIn(session));
        await dispatch(restoreCachedCollections());
        // The account the device kept, so that without a network the gate and the greeting are as before the reload.
        const account = await readLocal(platform.storage, ACCOUNT);
        if (account?.objectId === session.userId) dispatch(sessionSlice.actions.userLoaded(account));
        const freePlanChosenAt = await readLocal(platform.storage, FREE_PLAN_CHOSEN);
        if (freePlanChosenAt) dispatch(gateSlice.actions.freePlanChosen(freePlanChosenAt));
        // The media address the device kept, while it works: kept covers and photos draw before the server answers.
        const media = await readLocal(platform.storage, MEDIA_BASE);
        if (media && Date.parse(media.expiresAt) > now.getTime()) dispatch(sessionSlice.actions.mediaBaseLoaded(media.mediaBase));
        // Start's requests go out now (what the device kept is in place for their answers to replace); the outbox and
        // the drafts come back while they travel (a draft's photos are read from the device's file store, whose first
        // open can take longer than the requests).
        if (opening) dispatch(askForOpening(opening));
        const accountFailure = dispatch(loadAccount(session.userId)).then(
          () => undefined,
          (error: unknown) => ({ error }),
        );
        await dispatch(restoreOutbox());
        await dispatch(restoreDraft());
        const failure = await whileSignedIn(dispatch, getState, session.userId, accountFailure);
        if (failure === 'signedOut') {
          // The sign-out has reset everything already: the app opens signed out.
          dispatch(startChanged('ready'));
          return true;
        }
        if (failure) {
          if (!isNetworkFailure(failure.error)) throw failure.error;
          // No network: the app opens on what the device kept, and loads the rest when the network is back.
          dispatch(appSlice.actions.startedOfflineChanged(true));
        }
      }
      dispatch(startChanged('ready'));
      void dispatch(sendOutbox());
      if (session) void dispatch(removeUnnamedKeptFiles());
      return true;
    } catch (error) {
      if (sessionEnded(error)) {
        await dispatch(resetAfterSignOut());
        dispatch(startChanged('ready'));
        return true;
      }
      dispatch(startChanged('failed'));
      platform.navigation.replace('/exception');
      return false;
    }
  };
}
