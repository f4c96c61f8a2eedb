import { describe, expect, it } from 'vitest';
import { encodeDate } from '../wire/date';
import { canWriteDiary, checkFreeCap, FREE_DIARY_CAP, gateAction, PRO_GATED_ACTIONS } from './action-gate';
import {
  canExport,
  canStartTrial,
  exportNotice,
  extendProByYear,
  lastExportBefore,
  FREE_STORAGE_BYTES,
  nextExportAt,
  proClass,
  proLabel,
  proStatus,
  storageQuotaBytes,
  trialExpiresAt,
} from './pro-status';

const now = new Date('2026-11-21T10:00:00+08:00');

describe('Pro status', () => {
  it('is 0 (never activated) without an end date, 2 while it runs, 1 once it ended', () => {
    expect(proStatus(null, now)).toBe(0);
    expect(proStatus(encodeDate(new Date('2026-12-01T00:00:00+08:00')), now)).toBe(2);
    expect(proStatus(encodeDate(new Date('2026-11-01T00:00:00+08:00')), now)).toBe(1);
    expect(proStatus(encodeDate(now), now)).toBe(1);
  });

  it('labels: "Try free for 1 month", expired with its date, valid until its date (year.month.day)', () => {
    expect(proLabel(0, null)).toEqual({ key: 'pro.neverActivated' });
    expect(proLabel(1, '2026-11-01T00:00:00+08:00')).toEqual({ key: 'pro.expired', params: { date: '2026.11.01' } });
    expect(proLabel(2, '2027-01-02T00:00:00+08:00')).toEqual({ key: 'pro.validUntil', params: { date: '2027.01.02' } });
  });

  it('only status 2 is the pro class; anything else is demo', () => {
    expect(proClass(2)).toBe('pro');
    expect(proClass(1)).toBe('demo');
    expect(proClass(undefined)).toBe('demo');
  });

  it('a user who never had Pro can start the one-month trial once', () => {
    expect(canStartTrial(0, false)).toBe(true);
    expect(canStartTrial(0, true)).toBe(false);
    expect(canStartTrial(1, false)).toBe(false);
    expect(trialExpiresAt(now)).toEqual(new Date('2026-12-21T10:00:00+08:00'));
  });

  it('a paid year extends from the current end, or from now once it has ended', () => {
    expect(extendProByYear('2027-01-01T00:00:00+08:00', now)).toEqual(new Date('2028-01-01T00:00:00+08:00'));
    expect(extendProByYear('2026-01-01T00:00:00+08:00', now)).toEqual(new Date('2027-11-21T10:00:00+08:00'));
    expect(extendProByYear(null, now)).toEqual(new Date('2027-11-21T10:00:00+08:00'));
  });

  it('free storage is 500M; Pro adds 10G', () => {
    expect(storageQuotaBytes(0)).toBe(500 * 1024 ** 2);
    expect(storageQuotaBytes(2)).toBe(FREE_STORAGE_BYTES + 10 * 1024 ** 3);
  });

  it('export is allowed once every 7 days', () => {
    const last = new Date('2026-11-14T10:00:00+08:00');
    expect(canExport(null, now)).toBe(true);
    expect(canExport(last, now)).toBe(true);
    expect(canExport(last, new Date('2026-11-21T09:59:59+08:00'))).toBe(false);
    expect(nextExportAt(last)).toEqual(now);
  });

  it("the export row says how often, or the day the next one is allowed; a server's next time gives back the last", () => {
    expect(exportNotice(null, now)).toEqual({ key: 'settings.exportTip', params: { days: 7 } });
    expect(exportNotice(new Date('2026-11-20T10:00:00+08:00'), now)).toEqual({ key: 'settings.exportTooSoon', params: { date: '2026.11.27' } });
    expect(exportNotice(new Date('2026-11-14T10:00:00+08:00'), now).key).toBe('settings.exportTip');
    expect(lastExportBefore(new Date('2026-11-27T10:00:00+08:00'))).toEqual(new Date('2026-11-20T10:00:00+08:00'));
  });
});

describe('the free cap of 31 diaries', () => {
  it('a user without Pro may write the 31st diary but not the 32nd', () => {
    expect(canWriteDiary(0, 30)).toBe(true);
    expect(canWriteDiary(0, 31)).toBe(false);
    expect(canWriteDiary(1, 31)).toBe(false);
    expect(checkFreeCap(1, 40)).toEqual({ key: 'pro.limitTitle' });
    expect(FREE_DIARY_CAP).toBe(31);
  });

  it('a Pro user has no cap', () => {
    expect(canWriteDiary(2, 5000)).toBe(true);
  });
});

describe('the action gate', () => {
  const visitor = { signedIn: false, proStatus: 0, diaryCount: 0 };
  const free = { signedIn: true, proStatus: 0, diaryCount: 3 };
  const pro = { signedIn: true, proStatus: 2, diaryCount: 300 };

  it.each(PRO_GATED_ACTIONS)('%s: visitor → login prompt, free → Pro sheet, Pro → proceed', (action) => {
    expect(gateAction(action, visitor)).toEqual({ kind: 'login' });
    expect(gateAction(action, free)).toEqual({ kind: 'proSheet', mayContinue: true });
    expect(gateAction(action, pro)).toEqual({ kind: 'proceed' });
  });

  it('the account page needs only a sign-in', () => {
    expect(gateAction('account', visitor)).toEqual({ kind: 'login' });
    expect(gateAction('account', free)).toEqual({ kind: 'proceed' });
  });

  it('writing with 31 or more diaries without Pro meets "Need to upgrade to Pro"', () => {
    expect(gateAction('write', { signedIn: true, proStatus: 1, diaryCount: 31 })).toEqual({ kind: 'proLimit', message: { key: 'pro.limitTitle' } });
    expect(gateAction('write', { signedIn: true, proStatus: 1, diaryCount: 30 })).toEqual({ kind: 'proSheet', mayContinue: true });
    expect(gateAction('search', { signedIn: true, proStatus: 1, diaryCount: 31 })).toEqual({ kind: 'proSheet', mayContinue: true });
  });

  it('lets the free plan go on for a day once chosen, the cap on writing still holding', () => {
    const chosen = new Date('2026-12-03T08:00:00Z');
    const at = (hours: number) => ({ ...free, freePlanChosenAt: chosen, now: new Date(chosen.getTime() + hours * 3_600_000) });
    expect(gateAction('diaryDetail', at(23.9))).toEqual({ kind: 'proceed' });
    expect(gateAction('diaryDetail', at(24))).toEqual({ kind: 'proSheet', mayContinue: true });
    expect(gateAction('write', { ...at(1), diaryCount: FREE_DIARY_CAP }).kind).toBe('proLimit');
  });
});
