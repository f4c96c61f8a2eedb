import type { PaymentMethod } from '@diary/core';

/** An order as the payment provider is asked to collect it. */
export interface VendorOrder {
  orderId: string;
  /** The amount in fen (hundredths of a yuan): providers count in the smallest unit. */
  amountFen: number;
  description: string;
  expiresAt: Date;
  method: PaymentMethod;
  /** The payer's openid in the mini program (JSAPI only). */
  openid?: string;
}

/** What a prepared payment leaves for the client: a QR code's link (Native), or a prepay id to sign fields for (JSAPI). */
export type PreparedPayment = { method: 'native'; codeUrl: string } | { method: 'jsapi'; prepayId: string };

/** An order as the provider sees it. */
export type VendorState =
  | { state: 'paid'; transactionId: string; amountFen: number }
  | { state: 'unpaid' }
  | { state: 'closed' }
  /** Paid and refunded at the provider (from its merchant platform): nothing to extend. */
  | { state: 'refunded' }
  | { state: 'unknown' };

/** A payment notice the provider sent, checked and opened: either a payment, or something else to acknowledge. */
export type PaymentNotice = { kind: 'paid'; orderId: string; transactionId: string; amountFen: number } | { kind: 'other'; eventType: string };

/** Why a notice is refused (the provider sends it again later). */
export class NoticeRefused extends Error {}

/** Collects payment for orders online. One implementation per vendor, chosen by configuration. */
export interface OnlinePayment {
  readonly name: string;
  /** The methods this configuration can take. */
  readonly methods: readonly PaymentMethod[];
  prepare(order: VendorOrder): Promise<PreparedPayment>;
  /** The parameters the client pays with; JSAPI's are signed at each call, so they are fresh. */
  clientParams(prepared: PreparedPayment): Record<string, string>;
  query(orderId: string): Promise<VendorState>;
  close(orderId: string): Promise<void>;
  /** A full refund; its status is the provider's (SUCCESS and PROCESSING are on their way back; ABNORMAL and CLOSED are not). */
  refund(request: { orderId: string; amountFen: number; reason: string }): Promise<{ refundId: string; status: string }>;
  /** Checks a notice's signature and opens it; throws NoticeRefused. */
  readNotice(header: (name: string) => string | undefined, body: string): PaymentNotice;
}

/** Yuan as the fen providers count in. */
export const fenOf = (yuan: number) => Math.round(yuan * 100);

/** Whether a price can be paid online: a provider takes one fen at least (a free year is granted by the admin command). */
export const isPayableAmount = (yuan: number | undefined): yuan is number => yuan !== undefined && fenOf(yuan) >= 1;
