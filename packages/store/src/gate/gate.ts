import { FREE_DIARY_CAP, gateAction, message, PRO_STATUS, routePath, type GatedAction } from '@diary/core';
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
  return async (dispatch, getState, { platform, held }) => {
    const decision = gateAction(action, viewerOf(getState()));
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
        held.resume = resume ? () => void dispatch(resume) : null;
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

/** The held-back action goes on (once), or is forgotten. */
function release(held: HeldAction, goOn: boolean): void {
  const resume = held.resume;
  held.resume = null;
  if (goOn) resume?.();
}

/**
 * "Continue with the free plan" on the Pro sheet: the sheet closes and the waiting action goes on,
 * passing the gate this once.
 */
export function continueOnFreePlan(): AppThunk<void> {
  return (dispatch, getState, { held }) => {
    const prompt = getState().gate.prompt;
    dispatch(gateSlice.actions.promptClosed());
    dispatch(gateSlice.actions.passedOnce(prompt?.kind === 'proSheet' ? prompt.action : null));
    release(held, true);
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
      release(held, true);
      return true;
    }
    dispatch(gateSlice.actions.promptClosed());
    release(held, false);
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
