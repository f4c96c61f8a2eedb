import { z } from 'zod';
import { assistantFeatureSchema } from '../assistant/endpoint';
import { PAYMENT_METHODS } from '../pro/order';
import { userRecordSchema } from '../account/user';
import { PHONE_DIGITS, SMS_CODE_LENGTH } from '../account/phone';
import { LANGUAGES } from '../i18n/languages';
import { defineRequest } from './define';
import { lazySchema } from '../wire/lazy-schema';

const phone = lazySchema(() => z.string().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), `mobilePhoneNumber is ${PHONE_DIGITS} digits`));
const smsCode = lazySchema(() => z.string().regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), `the code is ${SMS_CODE_LENGTH} digits`));
const success = lazySchema(() => z.object({ success: z.literal(true) }));

/** What a successful sign-in answers. The session token goes in the session header from then on. */
export const loginResponseSchema = lazySchema(() =>
  z.object({
    objectId: z.string(),
    sessionToken: z.string(),
    deletedStatus: z.boolean(),
    agreement: z.boolean(),
    isNew: z.boolean(),
    user: userRecordSchema,
  }),
);
/** What every sign-in answers: the session and the user. */
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const exampleUser = {
  objectId: 'u8Kx2',
  mobilePhoneNumber: '13800138000',
  nicename: '',
  proStatus: 0,
  proExpiredAt: null,
  agreement: true,
  guideDisplayStatus: true,
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
} as const;

export const requestSmsCode = defineRequest({
  type: 'requestSmsCode',
  access: 'public',
  group: 'Sign-in and account',
  summary:
    'Sends a 6-digit sign-in code by text message, or by a voice call with smsType "voice". One request per phone per 60 s, and a daily cap per phone and per client address.',
  payload: z.lazy(() =>
    z.strictObject({
      mobilePhoneNumber: phone,
      name: z.string().max(32).optional(),
      op: z.string().max(32).optional(),
      smsType: z.enum(['text', 'voice']).optional(),
    }),
  ),
  response: success,
  example: { payload: { mobilePhoneNumber: '13800138000', smsType: 'text' }, response: { success: true } },
  errors: ['smsTooFrequent', 'tooManyRequests', 'invalidPhone', 'serviceUnavailable'],
});

export const verifySmsCode = defineRequest({
  type: 'verifySmsCode',
  access: 'public',
  group: 'Sign-in and account',
  summary: 'Checks a code without using it up (for example before binding a phone).',
  payload: z.lazy(() => z.strictObject({ mobilePhoneNumber: phone, smsCode })),
  response: z.lazy(() => z.object({ valid: z.boolean() })),
  example: { payload: { mobilePhoneNumber: '13800138000', smsCode: '123456' }, response: { valid: true } },
  errors: ['tooManyRequests'],
});

export const loginByMobilePhone = defineRequest({
  type: 'loginByMobilePhone',
  access: 'public',
  group: 'Sign-in and account',
  summary:
    'Signs in with the phone and its code; a new phone number registers a new user (Pro status 0). The agreement must be true. bind 1 binds the phone to the signed-in WeChat user instead. A deleted account answers 9999 and no session; a wrong code answers 603, and repeated wrong codes lock the phone for a while.',
  payload: z.lazy(() =>
    z.strictObject({
      mobilePhoneNumber: phone,
      smsCode,
      agreement: z.boolean(),
      bind: z.union([z.literal(0), z.literal(1)]).optional(),
    }),
  ),
  response: loginResponseSchema,
  example: {
    payload: { mobilePhoneNumber: '13800138000', smsCode: '123456', agreement: true },
    response: { objectId: 'u8Kx2', sessionToken: 'r:3f9c…', deletedStatus: false, agreement: true, isNew: true, user: exampleUser },
  },
  errors: ['invalidSmsCode', 'agreementRequired', 'accountDeleted', 'tooManyRequests'],
});

export const logout = defineRequest({
  type: 'logout',
  access: 'user',
  group: 'Sign-in and account',
  summary: 'Ends the session: its token stops working at once.',
  payload: z.lazy(() => z.strictObject({})),
  response: success,
  example: { payload: {}, response: { success: true } },
});

export const requestChangePhoneNumber = defineRequest({
  type: 'requestChangePhoneNumber',
  access: 'user',
  group: 'Sign-in and account',
  summary: 'Sends a code to the new phone number. The same limits as requestSmsCode apply.',
  payload: z.lazy(() => z.strictObject({ mobilePhoneNumber: phone })),
  response: success,
  example: { payload: { mobilePhoneNumber: '13900139000' }, response: { success: true } },
  errors: ['smsTooFrequent', 'tooManyRequests', 'duplicateName', 'invalidPhone', 'serviceUnavailable'],
});

export const changePhoneNumber = defineRequest({
  type: 'changePhoneNumber',
  access: 'user',
  group: 'Sign-in and account',
  summary:
    "Moves the account to the new phone number, proven by the code sent to it or by a phoneTicket from getPhoneNumber (WeChat's phone button in the mini program). A number used by another account is refused (409).",
  payload: z.lazy(() =>
    z
      .strictObject({ mobilePhoneNumber: phone, code: smsCode.optional(), phoneTicket: z.string().max(512).optional() })
      .refine((p) => (p.code === undefined) !== (p.phoneTicket === undefined), { message: 'Give either code or phoneTicket' }),
  ),
  response: z.lazy(() => z.object({ mobilePhoneNumber: phone })),
  example: { payload: { mobilePhoneNumber: '13900139000', code: '654321' }, response: { mobilePhoneNumber: '13900139000' } },
  errors: ['invalidSmsCode', 'forbidden', 'duplicateName'],
});

export const deleteAccount = defineRequest({
  type: 'deleteAccount',
  access: 'user',
  group: 'Sign-in and account',
  summary:
    'Deletes the account (a soft flag, deletedStatus true) and ends every session of it. Signing in again answers 9999. An account with a phone confirms with a code sent to that phone (requestSmsCode), used up here; a wrong or missing one answers invalidSmsCode and deletes nothing.',
  payload: z.lazy(() => z.strictObject({ smsCode: smsCode.optional() })),
  response: success,
  example: { payload: { smsCode: '123456' }, response: { success: true } },
  errors: ['invalidSmsCode', 'tooManyRequests'],
});

export const startFreeTrial = defineRequest({
  type: 'startFreeTrial',
  access: 'user',
  group: 'Membership',
  summary: 'Starts the one-month free trial: Pro status 2 until now + 1 month. Only for a user who never had Pro, once.',
  payload: z.lazy(() => z.strictObject({})),
  response: userRecordSchema,
  example: { payload: {}, response: { ...exampleUser, proStatus: 2, proExpiredAt: { __type: 'Date', iso: '2026-12-21T08:00:00.000Z' }, trialUsed: true } },
  errors: ['trialUnavailable'],
});

export const exportDiaries = defineRequest({
  type: 'exportDiaries',
  access: 'user',
  group: 'Sign-in and account',
  summary:
    "The user's diaries as one self-contained HTML document (labels in the given language, zh by default). Allowed once every 7 days; sooner answers 1004 with the next allowed time in the error text.",
  payload: z.lazy(() => z.strictObject({ language: z.enum(LANGUAGES).optional() })),
  response: z.lazy(() => z.object({ filename: z.string(), html: z.string(), nextExportAt: z.string() })),
  example: {
    payload: {},
    response: { filename: 'diary-2026-11-21.html', html: '<!doctype html><html lang="zh-CN">…</html>', nextExportAt: '2026-11-28T08:00:00.000Z' },
  },
  errors: ['exportTooSoon'],
});

/**
 * Where the places map takes its tiles: a template per map type the server offers (standard always;
 * satellite and hybrid when configured) and the datum the tiles are drawn in — WGS-84, or GCJ-02 for
 * the tile services inside China, where stored WGS-84 points are shifted before they are drawn.
 */
export const mapTilesSchema = lazySchema(() =>
  z.object({
    standard: z.string(),
    satellite: z.string().optional(),
    hybrid: z.string().optional(),
    datum: z.enum(['wgs84', 'gcj02']),
    /** The credit the tile service asks to be shown on the map (plain text, e.g. "© OpenStreetMap contributors"). */
    attribution: z.string().max(200).optional(),
  }),
);
export type MapTiles = z.infer<typeof mapTilesSchema>;

export const getFeatures = defineRequest({
  type: 'getFeatures',
  access: 'public',
  together: true,
  group: 'Sign-in and account',
  summary:
    'Which optional services this server has configured, so clients can hide what is off (the WeChat QR method, weather, places, map tiles, payment, the private assistant).',
  payload: z.lazy(() => z.strictObject({})),
  response: z.lazy(() =>
    z.object({
      wechatQrLogin: z.boolean(),
      wechatAppId: z.string().optional(),
      wechatMiniProgram: z.boolean(),
      weather: z.boolean(),
      maps: z.boolean(),
      contentCheck: z.boolean(),
      /** Whether a code can be read out in a call (the SMS vendor's voice service is configured); without it clients offer text codes only. */
      smsVoice: z.boolean().optional(),
      /** How a year of Pro is paid here: `manual` (by hand), a provider's name (`wechatpay`), `none` (no price set) or `off` (online payment switched off: its settings are incomplete). */
      payment: z.string(),
      /** How this server's payment provider collects online: `native` (a QR code, the web) and `jsapi` (inside the mini program). Absent or empty: no online payment. */
      paymentMethods: z.array(z.enum(PAYMENT_METHODS)).optional(),
      proPricePerYear: z.number().nonnegative().optional(),
      mediaBase: z.string(),
      /** The map's tile URL templates ({z}/{x}/{y}) by map type and the datum they are drawn in; absent when no map is configured. */
      mapTiles: mapTilesSchema.optional(),
      /** The mini program's QR code image (landing page) and customer service's (feedback sheet); absent when not configured. */
      miniProgramQrUrl: z.string().optional(),
      customerServiceQrUrl: z.string().optional(),
      /** The private assistant: where its model runs; absent when it is off (the default), and then nothing is ever sent to one. */
      assistant: assistantFeatureSchema.optional(),
    }),
  ),
  example: {
    payload: {},
    response: {
      wechatQrLogin: false,
      wechatMiniProgram: false,
      weather: false,
      maps: false,
      contentCheck: false,
      payment: 'manual',
      mediaBase: 'http://localhost:8787/media',
      mapTiles: { standard: 'https://tiles.example.com/{z}/{x}/{y}.png', datum: 'wgs84' },
    },
  },
});
