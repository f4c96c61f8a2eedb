import { getUnionidStatus, getWebappAuthData, getWechatQrParams, loginByWechat, message, routePath, wechatQrFrameUrl, type WechatQrPurpose } from '@diary/core';
import { bindWechat } from '../account/wechat';
import { toastError } from '../feedback';
import { WECHAT_QR } from '../persist/keys';
import { readLocal, removeLocal, writeLocal } from '../persist/local-data';
import type { AppThunk, RootState } from '../store';
import { finishSignIn } from './sign-in';
import { signInSlice } from './sign-in-slice';

/**
 * Whether WeChat's QR frame can be offered: the server has a website app configured, and the screen
 * is wide enough that the QR code is on another device than the WeChat that scans it (seed 2 §2.4).
 */
export function selectWechatQrOffered(state: RootState): boolean {
  return state.app.screenView !== 'phone' && Boolean(state.app.features?.wechatQrLogin);
}

/** WeChat's QR page for the frame, and when its state runs out (the frame then starts afresh). */
export interface WechatQrFrame {
  url: string;
  expiresAt: string;
}

/**
 * What the account page's WeChat row does on the web: a bound account unbinds (/wechat-unbind); an
 * unbound one scans the QR code to bind where the QR method is offered; on a phone of a server with
 * the QR method it says to open the page on a computer; otherwise there is nothing to do.
 */
export type WechatRowAction = 'unbind' | 'scan' | 'onComputer' | 'none';

export function selectWechatRowAction(state: RootState): WechatRowAction {
  if (state.session.wechatBindStatus === 1) return 'unbind';
  if (selectWechatQrOffered(state)) return 'scan';
  return state.app.features?.wechatQrLogin ? 'onComputer' : 'none';
}

/**
 * Starts a WeChat QR scan on the web (sign in, or bind WeChat to the signed-in account): asks the
 * server for the frame's parameters and a state it signed, remembers that state with what it is for,
 * and answers the address of WeChat's QR page for the frame. null when the server could not.
 */
export function startWechatQr(purpose: WechatQrPurpose, options: { dark: boolean }): AppThunk<Promise<WechatQrFrame | null>> {
  return async (_dispatch, _getState, { api, platform, options: storeOptions }) => {
    try {
      const params = await api.request(getWechatQrParams, { redirectUri: `${storeOptions.siteUrl}${routePath('qrcode')}` });
      await writeLocal(platform.storage, WECHAT_QR, { state: params.state, purpose, expiresAt: params.expiresAt });
      return { url: wechatQrFrameUrl(params, { dark: options.dark }), expiresAt: params.expiresAt };
    } catch (error) {
      toastError(platform, error);
      return null;
    }
  };
}

/**
 * How a return from WeChat ended: signed in; a new WeChat identity that needs a phone (/bindcell);
 * WeChat bound to the signed-in account; or refused.
 */
export type WechatQrOutcome = 'signed-in' | 'needs-phone' | 'bound' | 'failed';

/**
 * /qrcode: WeChat sent the browser back with `code` and `state` after a scan. Only the state this
 * device started, unexpired, is accepted (used once); the server checks it is its own too. The
 * code becomes the WeChat identity (getWebappAuthData); a bind links it to the signed-in account;
 * a sign-in with a known identity signs in (getUnionidStatus, then loginByWechat), and a new
 * identity waits in the sign-in form for a phone proven by an SMS code. A refusal says "Encountered
 * a problem, please try again" (seed 2 §8, any other sign-in failure).
 */
export function finishWechatQr(returned: { code: string | null; state: string | null }): AppThunk<Promise<WechatQrOutcome>> {
  return async (dispatch, getState, { api, platform }) => {
    const pending = await readLocal(platform.storage, WECHAT_QR);
    await removeLocal(platform.storage, WECHAT_QR);
    const { code, state } = returned;
    const expired = pending ? Date.parse(pending.expiresAt) <= platform.clock.now().getTime() : true;
    if (!code || !state || !pending || pending.state !== state || expired) {
      platform.toast.show(message('errors.generic'), { icon: 'error' });
      return 'failed';
    }
    try {
      const authData = await api.request(getWebappAuthData, { code, state });
      if (pending.purpose === 'bind') return (await dispatch(bindWechat(authData))) ? 'bound' : 'failed';
      const { results } = await api.request(getUnionidStatus, { authData });
      if (results.length === 0) {
        dispatch(signInSlice.actions.formLeft());
        dispatch(signInSlice.actions.wechatIdentityFound(authData));
        dispatch(signInSlice.actions.modeChosen('bind'));
        return 'needs-phone';
      }
      const answer = await api.request(loginByWechat, { authData, agreement: true });
      return (await dispatch(finishSignIn(answer, 'toast.logined'))) ? 'signed-in' : 'failed';
    } catch (error) {
      if (getState().session.userId && pending.purpose === 'bind') toastError(platform, error);
      else platform.toast.show(message('errors.generic'), { icon: 'error' });
      return 'failed';
    }
  };
}

/** The frame starts afresh this long before its state runs out, so a scan never lands on a stale one. */
export const WECHAT_QR_RENEW_BEFORE_MS = 30_000;

/** How long until a WeChat QR frame should be started afresh (the platform's clock). */
export function wechatQrRenewIn(frame: WechatQrFrame): AppThunk<number> {
  return (_dispatch, _getState, { platform }) => Math.max(0, Date.parse(frame.expiresAt) - platform.clock.now().getTime() - WECHAT_QR_RENEW_BEFORE_MS);
}
