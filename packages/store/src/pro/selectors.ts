import { message, proEndDate, proLabel, PRO_STATUS, type Message, type MessageKey, type OrderRecord, type PaymentMethod, type ProStatus } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store';

/** The user's Pro status as the server computed it when the user loaded (0 never, 1 expired, 2 active); a visitor is 0. */
export function proStatusOf(state: RootState): ProStatus {
  return (state.session.user?.proStatus as ProStatus | undefined) ?? 0;
}

/** How many diaries the user has: the sum of the month archives' counts. */
export function selectDiaryCount(state: RootState): number {
  return state.items.archive.reduce((sum, archive) => sum + (archive.count ?? 0), 0);
}

/** Whether an app paying by `method` (the web's QR code, the mini program's payment sheet) pays online on this server (features' paymentMethods). */
export const selectPaysOnline = (state: RootState, method: PaymentMethod): boolean => (state.app.features?.paymentMethods ?? []).includes(method);

/**
 * Whether a year of Pro can be ordered from an app paying by `method`, and if not, why: the server has
 * no price, its online payment is switched off (a missing piece), or it takes payment online only by
 * another method. With the manual provider an order can be made and paid by hand.
 */
export function selectPurchase(state: RootState, method: PaymentMethod): { available: true } | { available: false; reason: MessageKey } {
  if (!state.app.sellsPro) return { available: false, reason: 'pro.notSoldHere' };
  const features = state.app.features;
  if (!features || features.payment === 'none') return { available: false, reason: 'pro.noPrice' };
  if (features.payment === 'off') return { available: false, reason: 'pro.paymentOff' };
  if (features.payment === 'manual' || selectPaysOnline(state, method)) return { available: true };
  return { available: false, reason: 'pro.payInWebApp' };
}

/** The order being paid now, if any. */
export const selectPaying = (state: RootState) => state.pro.paying;

/** The unpaid orders, newest first (loaded at start, and as they are made or cancelled). */
export const selectUnpaidOrders = (state: RootState) => state.pro.unpaidOrders;

/**
 * What /gopro and the gate's Pro sheet offer by the Pro status (seed 2 §2.7): the free month to someone who never had Pro,
 * else a year — a renewal once it has run out; while Pro runs (on the trial too) a year added after its end, said so.
 */
export interface ProOffer {
  trial: boolean;
  text: Message;
  /** The seed's note under the offer, on the Pro page and the gate's Pro sheet alike: this is a paid tool. */
  note: MessageKey | null;
  /** The offer's button; none where PRO is not sold (app-slice's sellsPro), and with it no price, no orders. */
  action: MessageKey | null;
  showsPrices: boolean;
}

export const selectProOffer = createSelector(
  [
    proStatusOf,
    (state: RootState) => state.app.sellsPro,
    (state: RootState) => state.session.user?.proExpiredAt,
    // Signed in, the account not loaded yet (start's answers on their way): its status is not known.
    (state: RootState) => Boolean(state.session.userId) && !state.session.user,
  ],
  (status, sellsPro, proExpiredAt, accountLoading): ProOffer => {
    // No offer until the account is known: a person on Pro was offered the free month, which the server refuses.
    if (accountLoading) return { trial: false, text: message('common.loading'), note: null, action: null, showsPrices: false };
    const note = 'pro.paidToolNote';
    // The free month costs nothing, so it is offered everywhere; a year is not offered where it may not be sold.
    if (status === PRO_STATUS.never)
      return { trial: true, text: message('pro.trialText'), note: sellsPro ? note : null, action: 'pro.startTrial', showsPrices: sellsPro };
    if (!sellsPro) return { trial: false, text: message('pro.notSoldHere'), note: null, action: null, showsPrices: false };
    if (status === PRO_STATUS.expired) return { trial: false, text: message('pro.renewText'), note, action: 'pro.renew', showsPrices: true };
    return { trial: false, text: message('pro.addYearText', { date: proEndDate(proExpiredAt) }), note, action: 'pro.buy', showsPrices: true };
  },
);

/** The membership card /gopro leads with: the plan held and its end, and what buying now would do. */
export interface Membership {
  label: Message;
  line: Message;
  /** Pro runs now (the card's crown takes the PRO colour). */
  active: boolean;
}

/**
 * The membership card of someone who has or had Pro; none for someone who never had it (the offer of the free month
 * says it all) or while the account loads. While Pro runs, the line says only what the date above it does not.
 */
export const selectMembership = createSelector(
  [proStatusOf, (state: RootState) => state.session.user?.proExpiredAt, selectProOffer],
  (status, proExpiredAt, offer): Membership | null => {
    // An account still loading reads as never having had Pro (proStatusOf): no card until it is known.
    if (status === PRO_STATUS.never) return null;
    const active = status === PRO_STATUS.active;
    return { label: proLabel(status, proExpiredAt), line: active && offer.action ? message('pro.addYearAfter') : offer.text, active };
  },
);

/**
 * How "continue paying" goes for an unpaid order in an app paying by `method`: here, when it was made
 * to be paid this way; otherwise a note saying where (the other app) or how (by hand) it is paid.
 */
export function orderContinuation(order: Pick<OrderRecord, 'method'>, method: PaymentMethod): { here: true } | { here: false; note: MessageKey } {
  if (order.method === method) return { here: true };
  if (order.method === 'native') return { here: false, note: 'orders.payInWebApp' };
  if (order.method === 'jsapi') return { here: false, note: 'orders.payInMiniProgram' };
  return { here: false, note: 'orders.paymentUnavailable' };
}
