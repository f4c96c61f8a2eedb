import type { ProStatus } from '@diary/core';
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
