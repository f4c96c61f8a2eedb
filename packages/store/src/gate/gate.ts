import { FREE_DIARY_CAP, gateAction, message, PRO_STATUS, routePath, type GatedAction } from '@diary/core';
import { startFreeTrial } from '../pro/orders';
import { proStatusOf, selectDiaryCount } from '../pro/selectors';
import type { AppThunk, RootState } from '../store';
import { gateSlice, type GatePrompt } from './gate-slice';

export const PRO_PAGE = routePath('gopro');

export function viewerOf(state: RootState) {
  return { signedIn: Boolean(state.session.userId), proStatus: proStatusOf(state), diaryCount: selectDiaryCount(state) };
}

/**
 * The action gate every gated action goes through (seed 2 §4): a visitor gets the login prompt; a
 * user without Pro the Pro sheet first (and at 31 diaries, "Need to upgrade to Pro" instead of
 * writing); Pro proceeds. Resolves true when the action may go on now.
 */
export function requestAction(action: GatedAction): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform }) => {
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

/**
 * "Continue with the free plan" on the Pro sheet: the sheet closes and the waiting action passes the
 * gate once, so the caller can run it again. Answers that action.
 */
export function continueOnFreePlan(): AppThunk<GatedAction | null> {
  return (dispatch, getState) => {
    const prompt = getState().gate.prompt;
    dispatch(gateSlice.actions.promptClosed());
    const action = prompt?.kind === 'proSheet' ? prompt.action : null;
    dispatch(gateSlice.actions.passedOnce(action));
    return action;
  };
}

/**
 * The Pro sheet's main button: "Start free trial" for a user who never had Pro (the held-back
 * action then proceeds: answered for the caller to run), otherwise "Renew", which opens the Pro
 * page. The sheet closes unless the trial could not start.
 */
export function acceptProSheet(): AppThunk<Promise<GatedAction | null>> {
  return async (dispatch, getState, { platform }) => {
    const prompt = getState().gate.prompt;
    if (prompt?.kind !== 'proSheet') return null;
    if (proStatusOf(getState()) === PRO_STATUS.never) {
      if (!(await dispatch(startFreeTrial()))) return null;
      dispatch(gateSlice.actions.promptClosed());
      return prompt.action;
    }
    dispatch(gateSlice.actions.promptClosed());
    platform.navigation.navigate(PRO_PAGE);
    return null;
  };
}
