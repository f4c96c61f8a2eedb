import { message, type Message } from '../i18n/message-key';
import { isPro, type ProStatus } from './pro-status';

/** Without Pro, a user keeps at most 31 diaries. */
export const FREE_DIARY_CAP = 31;

/** Users without Pro (status not 2) with 31 or more diaries cannot write another. */
export function canWriteDiary(status: ProStatus | number, diaryCount: number): boolean {
  return isPro(status) || diaryCount < FREE_DIARY_CAP;
}

export function checkFreeCap(status: ProStatus | number, diaryCount: number): Message | undefined {
  return canWriteDiary(status, diaryCount) ? undefined : message('pro.limitTitle');
}

/**
 * Actions behind the gate (seed 1 §6, seed 2 §6). A visitor is asked to sign in for
 * each; a signed-in user without Pro sees the Pro sheet first for the Pro ones.
 */
export const PRO_GATED_ACTIONS = [
  'write',
  'search',
  'addStory',
  'openStories',
  'topicSettings',
  'viewAllDiaries',
  'viewPhotos',
  'weatherList',
  'diaryDetail',
  'addPeople',
  'openPeople',
] as const;
/** Actions that need only a signed-in user. */
export const LOGIN_GATED_ACTIONS = ['account'] as const;
export type GatedAction = (typeof PRO_GATED_ACTIONS)[number] | (typeof LOGIN_GATED_ACTIONS)[number];

/**
 * How long "Continue with the free plan" on the Pro sheet holds: the sheet asks once, then lets the free plan go on for a
 * day. Asked at every gated action (opening one's own diary among them) it stood between a person and their own diary.
 */
export const FREE_PLAN_CHOICE_MS = 24 * 60 * 60 * 1000;

export interface Viewer {
  signedIn: boolean;
  proStatus: ProStatus | number;
  diaryCount: number;
  /** When this person last chose to continue on the free plan, if they did. */
  freePlanChosenAt?: Date | null;
  now?: Date;
}

function choseFreePlanLately({ freePlanChosenAt, now }: Viewer): boolean {
  if (!freePlanChosenAt || !now) return false;
  const since = now.getTime() - freePlanChosenAt.getTime();
  return since >= 0 && since < FREE_PLAN_CHOICE_MS;
}

export type GateDecision =
  | { kind: 'proceed' }
  | { kind: 'login' }
  /** Show the Pro sheet; `mayContinue` says whether the free plan may go on after it. */
  | { kind: 'proSheet'; mayContinue: boolean }
  /** The free cap is reached: "Need to upgrade to Pro" with "Got it" and "Know more". */
  | { kind: 'proLimit'; message: Message };

/**
 * Visitor → login prompt; Pro → proceed; otherwise the Pro sheet first. The free
 * plan may continue after the sheet (the app "may be used"), and once chosen goes on
 * for a day without it, except that writing at 31 or more diaries meets the Pro limit instead.
 */
export function gateAction(action: GatedAction, viewer: Viewer): GateDecision {
  if (!viewer.signedIn) return { kind: 'login' };
  if ((LOGIN_GATED_ACTIONS as readonly string[]).includes(action) || isPro(viewer.proStatus)) return { kind: 'proceed' };
  if (action === 'write' && !canWriteDiary(viewer.proStatus, viewer.diaryCount)) {
    return { kind: 'proLimit', message: message('pro.limitTitle') };
  }
  if (choseFreePlanLately(viewer)) return { kind: 'proceed' };
  return { kind: 'proSheet', mayContinue: true };
}
