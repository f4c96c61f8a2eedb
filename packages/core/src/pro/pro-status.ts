import dayjs from 'dayjs';
import { message, type Message } from '../i18n/message-key';
import { decodeDate, type WireDate } from '../wire/date';

/** Pro status: 0 never activated, 1 expired, 2 active. Only 2 is Pro. */
export const PRO_STATUS = { never: 0, expired: 1, active: 2 } as const;
export type ProStatus = (typeof PRO_STATUS)[keyof typeof PRO_STATUS];

export const FREE_TRIAL_MONTHS = 1;
export const PRO_PLAN_MONTHS = 12;
export const PRO_DATE_FORMAT = 'YYYY.MM.DD';

/** Pro status from when Pro ends: never had it, ended already, or still running. */
export function proStatus(proExpiredAt: WireDate | string | Date | null | undefined, now: Date): ProStatus {
  const expiresAt = decodeDate(proExpiredAt ?? undefined);
  if (!expiresAt) return PRO_STATUS.never;
  return expiresAt.getTime() > now.getTime() ? PRO_STATUS.active : PRO_STATUS.expired;
}

export function isPro(status: ProStatus | number | null | undefined): boolean {
  return status === PRO_STATUS.active;
}

/** The client's style class: "pro" for status 2, anything else "demo". */
export function proClass(status: ProStatus | number | null | undefined): 'pro' | 'demo' {
  return isPro(status) ? 'pro' : 'demo';
}

/** The membership label: "Try free for 1 month", "Expired on 2026.01.02" or "Valid until 2027.01.02". */
export function proLabel(status: ProStatus, proExpiredAt: WireDate | string | Date | null | undefined): Message {
  const date = proEndDate(proExpiredAt);
  if (status === PRO_STATUS.active) return message('pro.validUntil', { date });
  if (status === PRO_STATUS.expired) return message('pro.expired', { date });
  return message('pro.neverActivated');
}

/** The day Pro ends as the apps show it (2027.01.02); empty when it has no end. */
export function proEndDate(proExpiredAt: WireDate | string | Date | null | undefined): string {
  const expiresAt = decodeDate(proExpiredAt ?? undefined);
  return expiresAt ? dayjs(expiresAt).format(PRO_DATE_FORMAT) : '';
}

/** Someone who never had Pro can start the one-month trial, once. */
export function canStartTrial(status: ProStatus, trialUsed: boolean | undefined): boolean {
  return status === PRO_STATUS.never && !trialUsed;
}

export function trialExpiresAt(now: Date): Date {
  return dayjs(now).add(FREE_TRIAL_MONTHS, 'month').toDate();
}

/** A paid year extends Pro from its current end, or from now if it has ended. */
export function extendProByYear(proExpiredAt: WireDate | string | Date | null | undefined, now: Date): Date {
  const current = decodeDate(proExpiredAt ?? undefined);
  const from = current && current.getTime() > now.getTime() ? current : now;
  return dayjs(from).add(PRO_PLAN_MONTHS, 'month').toDate();
}

/** A refunded year is taken back from Pro's end; Pro ends now if that is earlier. */
export function takeBackProYear(proExpiredAt: WireDate | string | Date | null | undefined, now: Date): Date {
  const current = decodeDate(proExpiredAt ?? undefined) ?? now;
  const back = dayjs(current).subtract(PRO_PLAN_MONTHS, 'month').toDate();
  return back.getTime() > now.getTime() ? back : now;
}

/** Free media storage is 500M; Pro adds 10G. */
export const FREE_STORAGE_BYTES = 500 * 1024 * 1024;
export const PRO_EXTRA_STORAGE_BYTES = 10 * 1024 * 1024 * 1024;

export function storageQuotaBytes(status: ProStatus): number {
  return isPro(status) ? FREE_STORAGE_BYTES + PRO_EXTRA_STORAGE_BYTES : FREE_STORAGE_BYTES;
}

/** Data can be exported once every 7 days. */
export const EXPORT_INTERVAL_DAYS = 7;

export function nextExportAt(lastExportAt: WireDate | string | Date | null | undefined): Date | undefined {
  const last = decodeDate(lastExportAt ?? undefined);
  return last && dayjs(last).add(EXPORT_INTERVAL_DAYS, 'day').toDate();
}

/** The last export a "next export at" answer implies (the server says when the next is allowed). */
export function lastExportBefore(nextAt: Date): Date {
  return dayjs(nextAt).subtract(EXPORT_INTERVAL_DAYS, 'day').toDate();
}

export function canExport(lastExportAt: WireDate | string | Date | null | undefined, now: Date): boolean {
  const next = nextExportAt(lastExportAt);
  return !next || now.getTime() >= next.getTime();
}

/** The export row's note: "once every 7 days" while it is allowed, else the day it is allowed again. */
export function exportNotice(lastExportAt: WireDate | string | Date | null | undefined, now: Date): Message {
  const next = nextExportAt(lastExportAt);
  if (next && !canExport(lastExportAt, now)) return message('settings.exportTooSoon', { date: dayjs(next).format(PRO_DATE_FORMAT) });
  return message('settings.exportTip', { days: EXPORT_INTERVAL_DAYS });
}
