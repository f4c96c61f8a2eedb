import {
  answerParts,
  ASSISTANT_ANSWER_TIMEOUT_MS,
  ASSISTANT_QUESTION_MAX,
  ASSISTANT_QUESTIONS_PER_DAY,
  API_ERRORS,
  askDiary,
  calendarDay,
  deleteKeptAnswer,
  getKeptAnswers,
  displayCalendarDay,
  isApiError,
  isPro,
  message,
  type AskSource,
  type KeptAnswer,
  type Language,
  type Message,
} from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { loadFeatures } from '../app/preferences';
import { errorMessage, toastError } from '../feedback';
import { readLocal, writeLocal } from '../persist/local-data';
import { ASK_KEEP } from '../persist/keys';
import { PRO_PAGE } from '../gate/gate';
import { proStatusOf } from '../pro/selectors';
import type { AppThunk, RootState } from '../store';
import { selectAssistantNotice } from './assistant-notice';
import { askSlice, type AskTurn } from './ask-slice';

/** A diary an answer cites, as a row under it: its number, the day it was written, its title. */
export interface AskSourceRow {
  n: number;
  path: string;
  date: string;
  title: string | null;
}

/** A piece of an answer as drawn: words, or a citation that opens its diary. */
export type AskPartView = { text: string } | { cite: number; path: string; label: string };

export interface AskTurnView {
  id: string;
  question: string;
  state: AskTurn['state'];
  /** What to say under the answer: how many diaries it reads, stopped, or what went wrong; null when there is nothing to say. */
  status: Message | null;
  parts: AskPartView[];
  /** The diaries the answer has cited so far, in the order first cited. */
  sources: AskSourceRow[];
  /** Its id among the kept answers (it can be deleted); null when not kept. */
  keptId: string | null;
}

/**
 * Ask your diary, as both apps draw it. Off: the server has no assistant (the menu has no entry; a link says so).
 * Pro only: the person is asked to go Pro first. Open: where the model runs is said before anything is asked, then
 * the questions and answers of this visit, the answer growing as the model writes.
 */
export interface AskScreen {
  availability: 'off' | 'proRequired' | 'open';
  /** Where a question goes (assistant.sent…), shown before the first question and above every one after. */
  notice: Message | null;
  examples: Message[];
  draft: string;
  maxLength: number;
  /** A question is under way: the send button stops it instead. */
  asking: boolean;
  canAsk: boolean;
  /** Whether tapping an example asks it (or, without Pro, opens the Pro page). */
  examplesTappable: boolean;
  offline: boolean;
  /** Whether questions and answers are kept, sealed on the server: the person's choice, off until made. */
  keep: boolean;
  /** Kept questions and answers from before this visit, oldest first (above this visit's); null while they load. */
  earlier: AskTurnView[] | null;
  turns: AskTurnView[];
}

const EXAMPLES: Message[] = [message('ask.example1'), message('ask.example2'), message('ask.example3')];

function sourceRow(source: AskSource, language: Language): AskSourceRow {
  return {
    n: source.n,
    path: `/detail/${source.id}`,
    date: displayCalendarDay(source.day, language),
    title: source.title.trim() || null,
  };
}

function statusOf(turn: AskTurn): Message | null {
  if (turn.state === 'failed') return turn.error;
  if (turn.state === 'stopped') return message('ask.stopped');
  if (turn.state === 'answering' && !turn.answer)
    return turn.diaries.length ? message('ask.reading', { count: turn.diaries.length }) : message('ask.readingNone');
  return null;
}

function turnView(turn: AskTurn, language: Language): AskTurnView {
  const rows = new Map(turn.diaries.map((source) => [source.n, sourceRow(source, language)]));
  const parts = answerParts(turn.answer, turn.diaries.length).map((part): AskPartView => {
    if ('text' in part) return part;
    const row = rows.get(part.cite)!;
    return { cite: part.cite, path: row.path, label: row.date };
  });
  const cited = [...new Set(parts.flatMap((part) => ('cite' in part ? [part.cite] : [])))];
  return {
    id: turn.id,
    question: turn.question,
    state: turn.state,
    status: statusOf(turn),
    parts,
    sources: cited.map((n) => rows.get(n)!),
    keptId: turn.keptId,
  };
}

const keptTurn = (kept: KeptAnswer): AskTurn => ({ ...kept, state: 'answered', error: null, keptId: kept.id });

const underWay = (turn: AskTurn | undefined) => turn?.state === 'reading' || turn?.state === 'answering';

export const selectAskScreen = createSelector(
  [
    (state: RootState) => Boolean(state.app.features?.assistant),
    (state: RootState) => isPro(proStatusOf(state)),
    selectAssistantNotice,
    (state: RootState) => state.ask,
    (state: RootState) => state.app.online,
    (state: RootState) => state.app.preferences.language,
  ],
  (on, pro, notice, ask, online, language): AskScreen => {
    const asking = underWay(ask.turns.at(-1));
    const question = ask.draft.trim();
    const availability = !on ? 'off' : pro ? 'open' : 'proRequired';
    return {
      availability,
      notice: on ? notice : null,
      examples: EXAMPLES,
      draft: ask.draft,
      maxLength: ASSISTANT_QUESTION_MAX,
      asking,
      canAsk: availability === 'open' && online && !asking && question.length > 0 && question.length <= ASSISTANT_QUESTION_MAX,
      examplesTappable: availability === 'proRequired' || (availability === 'open' && online && !asking),
      offline: !online,
      keep: ask.keep,
      earlier: ask.earlier && [...ask.earlier].reverse().map((kept) => turnView(keptTurn(kept), language)),
      turns: ask.turns.map((turn) => turnView(turn, language)),
    };
  },
);

export const askDraftChanged = askSlice.actions.draftChanged;

/**
 * The screen opened: whether the assistant is on is the server's word (asked once per start; a link may open here
 * first); whether to keep answers is the person's choice, remembered on the device; what they kept is loaded.
 */
export function openAsk(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api, platform }) => {
    if (getState().app.features === null) await dispatch(loadFeatures());
    dispatch(askSlice.actions.keepChosen((await readLocal(platform.storage, ASK_KEEP)) ?? false));
    if (!getState().app.features?.assistant) return;
    try {
      dispatch(askSlice.actions.earlierLoaded((await api.request(getKeptAnswers, {})).answers));
    } catch {
      // Offline: only this visit's questions show.
      dispatch(askSlice.actions.earlierLoaded([]));
    }
  };
}

/** Keeping questions and answers switched on or off (those kept already stay until deleted). */
export function switchKeepAnswers(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    dispatch(askSlice.actions.keepChosen(!getState().ask.keep));
    await writeLocal(platform.storage, ASK_KEEP, getState().ask.keep);
  };
}

/** Deletes a kept question and its answer, once the person confirms. */
export function deleteKept(keptId: string): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api, platform }) => {
    if (!(await platform.modal.confirm({ title: message('ask.forgetConfirm'), confirmText: message('ask.forget') }))) return;
    try {
      await api.request(deleteKeptAnswer, { id: keptId });
      dispatch(askSlice.actions.keptAnswerDeleted(keptId));
    } catch (error) {
      toastError(platform, error);
    }
  };
}

/** What a failed question says: the contract's refusals in the screen's words, a lost network, or the service down. */
function failureOf(error: unknown, online: boolean): Message {
  if (isApiError(error) && error.code === API_ERRORS.assistantDailyLimit.code) return message('assistant.dailyLimit', { count: ASSISTANT_QUESTIONS_PER_DAY });
  if (isApiError(error) && error.statusCode === 404) return message('ask.off');
  if (isApiError(error) && error.statusCode === 0) return message(online ? 'ask.failed' : 'ask.offline');
  if (isApiError(error) && (error.code === API_ERRORS.serviceUnavailable.code || error.statusCode >= 500)) return message('ask.failed');
  return errorMessage(error);
}

/**
 * Asks the question typed (or an example tapped, in the words the app shows it): the answer streams into the screen as the model writes it.
 * Without Pro it opens the Pro page instead; one question at a time.
 */
export function askQuestion(asked?: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api, platform, streams }) => {
    const screen = selectAskScreen(getState());
    if (screen.availability === 'proRequired') return platform.navigation.navigate(PRO_PAGE);
    const question = (asked ?? screen.draft).trim();
    if (screen.availability !== 'open' || screen.asking || !question || question.length > ASSISTANT_QUESTION_MAX) return;
    const id = platform.randomId();
    dispatch(askSlice.actions.asked({ id, question }));
    const now = platform.clock.now();
    const payload = {
      question,
      today: calendarDay(now.getFullYear(), now.getMonth() + 1, now.getDate()),
      language: getState().app.preferences.language,
      ...(getState().ask.keep ? { keep: true } : {}),
    };
    try {
      const call = api.stream(
        askDiary,
        payload,
        (line) => {
          if ('diaries' in line) dispatch(askSlice.actions.diariesRead({ id, diaries: line.diaries }));
          else if ('text' in line) dispatch(askSlice.actions.answerWritten({ id, text: line.text }));
          else if ('done' in line) dispatch(askSlice.actions.answered({ id, keptId: line.kept }));
          else dispatch(askSlice.actions.failed({ id, error: message('ask.failed') }));
        },
        ASSISTANT_ANSWER_TIMEOUT_MS,
      );
      streams.set(id, call.cancel);
      await call.finished;
      // An answer that ended without its last line was cut off.
      if (underWay(getState().ask.turns.find((turn) => turn.id === id))) dispatch(askSlice.actions.failed({ id, error: message('ask.failed') }));
    } catch (error) {
      dispatch(askSlice.actions.failed({ id, error: failureOf(error, platform.network.isOnline()) }));
    } finally {
      streams.delete(id);
    }
  };
}

/** Stops the answer being written: the request closes, and the server closes its request to the model. */
export function stopAsking(): AppThunk {
  return (dispatch, _getState, { streams }) => {
    for (const [id, cancel] of streams) {
      dispatch(askSlice.actions.stopped(id));
      cancel();
    }
  };
}

/** The screen closed: an answer still being written stops (nobody is there to read it). */
export const leaveAsk = stopAsking;
