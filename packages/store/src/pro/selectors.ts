import { PRO_STATUS, type MessageKey, type ProStatus } from '@diary/core';
import type { RootState } from '../store';

/** The user's Pro status as the server computed it when the user loaded (0 never, 1 expired, 2 active); a visitor is 0. */
export function proStatusOf(state: RootState): ProStatus {
  return (state.session.user?.proStatus as ProStatus | undefined) ?? 0;
}

/** How many diaries the user has: the sum of the month archives' counts. */
export function selectDiaryCount(state: RootState): number {
  return state.items.archive.reduce((sum, archive) => sum + (archive.count ?? 0), 0);
}

/**
 * Whether this server takes payment online. The manual provider (the person running the server
 * marks orders paid by hand) and a server without a price do not; the clients say so plainly.
 */
export function selectOnlinePayment(state: RootState): boolean {
  const payment = state.app.features?.payment;
  return payment !== undefined && payment !== 'none' && payment !== 'manual';
}

/** The unpaid orders, newest first (loaded at start, and as they are made or cancelled). */
export const selectUnpaidOrders = (state: RootState) => state.pro.unpaidOrders;

/** What /gopro offers by the Pro status (seed 2 §2.7): the free month to someone who never had Pro, else a year — a renewal once it has run out. */
export interface ProOffer {
  trial: boolean;
  text: MessageKey;
  action: MessageKey;
}

export function selectProOffer(state: RootState): ProOffer {
  const status = proStatusOf(state);
  if (status === PRO_STATUS.never) return { trial: true, text: 'pro.trialText', action: 'pro.startTrial' };
  return { trial: false, text: 'pro.renewText', action: status === PRO_STATUS.expired ? 'pro.renew' : 'pro.buy' };
}
