import {
  cancelOrder as cancelOrderRequest,
  LIST_FETCH_LIMIT,
  ORDER_STATUS,
  requestItem,
  requestItemList,
  startFreeTrial as startFreeTrialRequest,
  message,
} from '@diary/core';
import { toastError } from '../feedback';
import { userPointer } from '../items/collections';
import { sessionSlice } from '../session/session-slice';
import type { AppThunk } from '../store';
import { proSlice } from './pro-slice';

/** Unpaid orders (status 0) are loaded at start. */
export function loadUnpaidOrders(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    if (!getState().session.userId) return;
    const { records } = await requestItemList(api, {
      className: 'order',
      where: { user: userPointer(getState()), status: ORDER_STATUS.unpaid },
      order: '-createdAt',
      limit: LIST_FETCH_LIMIT,
    });
    dispatch(proSlice.actions.unpaidOrdersLoaded(records));
  };
}

/** New users try Pro free for a month: the user comes back with Pro status 2. */
export function startFreeTrial(): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api, platform }) => {
    try {
      const user = await api.request(startFreeTrialRequest, {});
      dispatch(sessionSlice.actions.userLoaded(user));
      platform.toast.show(message('pro.trialStarted'), { icon: 'success' });
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    }
  };
}

/** Reloads the user (after a payment or a trial), so the Pro status and its date are the server's. */
export function reloadUser(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const userId = getState().session.userId;
    if (!userId) return;
    dispatch(sessionSlice.actions.userLoaded(await requestItem(api, 'user', userId)));
  };
}

/**
 * Cancels an unpaid order after the user confirms: the server closes it (it can no longer be paid)
 * and it leaves the unpaid list, with "Order cancelled".
 */
export function cancelOrder(objectId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api, platform }) => {
    if (!(await platform.modal.confirm({ title: message('orders.cancel'), content: message('orders.cancelConfirm') }))) return false;
    try {
      await api.request(cancelOrderRequest, { objectId });
      dispatch(proSlice.actions.orderClosed(objectId));
      platform.toast.show(message('orders.cancelled'), { icon: 'success' });
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    }
  };
}
