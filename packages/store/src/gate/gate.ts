import { FREE_DIARY_CAP, gateAction, message, PRO_STATUS, routePath, type GatedAction } from '@diary/core';
import { FREE_PLAN_CHOSEN } from '../persist/keys';
import { writeLocal } from '../persist/local-data';
import { startFreeTrial } from '../pro/orders';
import { proStatusOf, selectDiaryCount } from '../pro/selectors';
import type { AppThunk, HeldAction, RootState } from '../store';
import { gateSlice, type GatePrompt } from './gate-slice';

export const PRO_PAGE = routePath('gopro');

export function viewerOf(state: RootState) {
  return { signedIn: Boolean(state.session.userId), proStatus: proStatusOf(state), diaryCount: selectDiaryCount(state) };
}

/**
 * The action gate every gated action goes through (seed 2 §4): a visitor gets the login prompt; a
 * user without Pro the Pro sheet first (and at 31 diaries, "Need to upgrade to Pro" instead of
 * writing); Pro proceeds. Resolves true when the action may go on now. `resume` is the action
 * itself (the thunk that asked): when the Pro sheet lets it go on, the gate runs it again.
 */
export function requestAction(action: GatedAction, resume?: AppThunk<unknown>): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform, held, asking }) => {
    // Signed in with no account known yet (start's answers on their way, none kept on the device): the gate waits for
    // them rather than take a Pro user for one who never had Pro, or count no diaries.
    const { session } = getState();
    if (session.userId && !session.user) await asking.account;
    const chosen = getState().gate.freePlanChosenAt;
    const decision = gateAction(action, { ...viewerOf(getState()), freePlanChosenAt: chosen ? new Date(chosen) : null, now: platform.clock.now() });
    switch (decision.kind) {
      case 'proceed':
        return true;
      case 'login':
        dispatch(gateSlice.actions.promptShown({ kind: 'login' }));
        return false;
      case 'proSheet':
        if (getState().gate.passed === action) {
          dispatch(gateSlice.actions.passedOnce(null));
          return true;
        }
        held.resume = resume
          ? async () => {
              await dispatch(resume);
              // Should the action stop short of the gate this time, its one pass is not left for a later one.
              dispatch(gateSlice.actions.passedOnce(null));
            }
          : null;
        dispatch(gateSlice.actions.promptShown({ kind: 'proSheet', action } satisfies GatePrompt));
        return false;
      case 'proLimit': {
        const knowMore = await platform.modal.confirm({
          title: decision.message,
          content: message('pro.limitContent', { count: FREE_DIARY_CAP }),
          confirmText: message('common.knowMore'),
          cancelText: message('common.gotIt'),
        });
        if (knowMore) platform.navigation.navigate(PRO_PAGE);
        return false;
      }
    }
  };
}

/** The held-back action goes on, once. */
async function resumeHeld(held: HeldAction): Promise<void> {
  const resume = held.resume;
  held.resume = null;
  await resume?.();
}

function forgetHeld(held: HeldAction): void {
  held.resume = null;
}

/** The gate's prompt closes without a choice (the sheet's close button, a tap outside): the held-back action is dropped. */
export function closeGatePrompt(): AppThunk<void> {
  return (dispatch, _getState, { held }) => {
    forgetHeld(held);
    dispatch(gateSlice.actions.promptClosed());
  };
}

/**
 * "Continue with the free plan" on the Pro sheet: the sheet closes and the waiting action goes on,
 * passing the gate this once; for a day the sheet does not ask again (core's FREE_PLAN_CHOICE_MS).
 */
export function continueOnFreePlan(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { held, platform }) => {
    const prompt = getState().gate.prompt;
    if (prompt?.kind !== 'proSheet') return;
    dispatch(gateSlice.actions.promptClosed());
    dispatch(gateSlice.actions.passedOnce(prompt.action));
    const chosenAt = platform.clock.now().toISOString();
    dispatch(gateSlice.actions.freePlanChosen(chosenAt));
    await writeLocal(platform.storage, FREE_PLAN_CHOSEN, chosenAt);
    await resumeHeld(held);
  };
}

/**
 * The Pro sheet's main button: "Start free trial" for a user who never had Pro (the held-back
 * action then goes on), otherwise "Renew", which opens the Pro page. The sheet closes unless the
 * trial could not start. Resolves true when the trial started.
 */
export function acceptProSheet(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform, held }) => {
    if (getState().gate.prompt?.kind !== 'proSheet') return false;
    if (proStatusOf(getState()) === PRO_STATUS.never) {
      if (!(await dispatch(startFreeTrial()))) return false;
      dispatch(gateSlice.actions.promptClosed());
      await resumeHeld(held);
      return true;
    }
    dispatch(gateSlice.actions.promptClosed());
    forgetHeld(held);
    platform.navigation.navigate(PRO_PAGE);
    return false;
  };
}

/** The search page, through the gate. */
export function openSearchPage(): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform }) => {
    if (!(await dispatch(requestAction('search', openSearchPage())))) return false;
    platform.navigation.navigate(routePath('search'));
    return true;
  };
}
