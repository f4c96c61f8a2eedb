import { z } from 'zod';
import { PHONE_DIGITS, SMS_CODE_LENGTH } from '../account/phone';
import { objectIdSchema } from '../wire/object-id';
import { loginResponseSchema } from './account';
import { defineRequest } from './define';
import { lazySchema } from '../wire/lazy-schema';

const group = 'WeChat';
const code = lazySchema(() => z.string().min(1).max(256));

/**
 * A WeChat identity as the server vouches for it: `ticket` is the server's signature
 * over the ids and an expiry, so a client cannot present someone else's unionid.
 */
const unionSchema = lazySchema(() =>
  z.strictObject({
    openid: z.string().max(128),
    unionid: z.string().max(128),
    ticket: z.string().max(512),
  }),
);
export const authDataSchema = lazySchema(() =>
  z
    .strictObject({
      weapp_union: unionSchema.optional(),
      webapp_union: unionSchema.optional(),
      offiaccount_union: unionSchema.optional(),
    })
    .refine((data) => Object.keys(data).length === 1, 'authData holds exactly one platform'),
);
/** One platform's WeChat identity, as the server issued it (with its ticket). */
export type AuthData = z.infer<typeof authDataSchema>;

const exampleUnion = { openid: 'oAbc123', unionid: 'uXyz789', ticket: 'v1.1763712000.5b1d…' };

export const getAccessToken = defineRequest({
  type: 'getAccessToken',
  access: 'user',
  group,
  summary: "An opaque, short-lived token for msg_sec_check. WeChat's own access token never leaves the server.",
  payload: z.lazy(() => z.strictObject({})),
  response: z.lazy(() => z.object({ access_token: z.string(), expires_in: z.number().int() })),
  example: { payload: {}, response: { access_token: 'mst.1763712000.9e2f…', expires_in: 600 } },
  errors: ['serviceUnavailable'],
});

export const getOffiaccountAccessToken = defineRequest({
  type: 'getOffiaccountAccessToken',
  access: 'public',
  group,
  summary: "Exchanges an official-account OAuth code for the user's access token and openid.",
  payload: z.lazy(() => z.strictObject({ code })),
  response: z.lazy(() => z.object({ access_token: z.string(), openid: z.string() })),
  example: { payload: { code: '061abc' }, response: { access_token: 'ACCESS_TOKEN', openid: 'oAbc123' } },
  errors: ['serviceUnavailable'],
});

export const getAuthData = defineRequest({
  type: 'getAuthData',
  access: 'public',
  group,
  summary: "Mini program sign-in: exchanges wx.login's code for the user's WeChat identity (weapp_union).",
  payload: z.lazy(() =>
    z.strictObject({
      code,
      encryptedData: z.string().max(4096).optional(),
      iv: z.string().max(64).optional(),
      accessToken: z.string().max(512).optional(),
    }),
  ),
  response: z.lazy(() => z.object({ weapp_union: unionSchema })),
  example: { payload: { code: '081xyz' }, response: { weapp_union: exampleUnion } },
  errors: ['serviceUnavailable'],
});

export const getWechatQrParams = defineRequest({
  type: 'getWechatQrParams',
  access: 'public',
  group,
  summary:
    "The parameters of WeChat's QR login frame (appid, scope snsapi_login, redirect_uri, and a state the server signed, valid 10 minutes). WeChat sends the user back to redirect_uri with code and the same state, which getWebappAuthData checks.",
  payload: z.lazy(() => z.strictObject({ redirectUri: z.string().url().max(512) })),
  response: z.lazy(() =>
    z.object({
      appid: z.string(),
      scope: z.literal('snsapi_login'),
      redirect_uri: z.string(),
      state: z.string(),
      expiresAt: z.string(),
      /** WeChat's QR login page the frame shows (configured on the server), without its query. */
      qrPage: z.string().url(),
    }),
  ),
  example: {
    payload: { redirectUri: 'https://diary.example.com/qrcode' },
    response: {
      appid: 'wx0123456789abcdef',
      scope: 'snsapi_login',
      redirect_uri: 'https://diary.example.com/qrcode',
      state: 's.1763712600.ab12…',
      expiresAt: '2026-11-21T08:10:00.000Z',
      qrPage: 'https://open.weixin.qq.com/connect/qrconnect',
    },
  },
  errors: ['serviceUnavailable'],
});

export const getWebappAuthData = defineRequest({
  type: 'getWebappAuthData',
  access: 'public',
  group,
  summary: 'Web QR sign-in: exchanges the code WeChat sent to /qrcode (with the state the server issued) for the WeChat identity.',
  payload: z.lazy(() => z.strictObject({ code, state: z.string().max(256) })),
  response: z.lazy(() => z.object({ webapp_union: unionSchema })),
  example: { payload: { code: '071qrc', state: 's.1763712000.ab12…' }, response: { webapp_union: exampleUnion } },
  errors: ['serviceUnavailable', 'forbidden'],
});

export const getOffiaccountAuthData = defineRequest({
  type: 'getOffiaccountAuthData',
  access: 'public',
  group,
  summary: "The official account's identity for a user access token and openid.",
  payload: z.lazy(() => z.strictObject({ access_token: z.string().max(512), openid: z.string().max(128) })),
  response: z.lazy(() => z.object({ offiaccount_union: unionSchema })),
  example: { payload: { access_token: 'ACCESS_TOKEN', openid: 'oAbc123' }, response: { offiaccount_union: exampleUnion } },
  errors: ['serviceUnavailable'],
});

export const getPhoneNumber = defineRequest({
  type: 'getPhoneNumber',
  access: 'public',
  group,
  summary: "The phone number the user agreed to share in the mini program (getPhoneNumber's code), with a server ticket proving it.",
  payload: z.lazy(() => z.strictObject({ code, encryptedData: z.string().max(4096).optional(), iv: z.string().max(64).optional() })),
  response: z.lazy(() => z.object({ mobilePhoneNumber: z.string(), phoneTicket: z.string() })),
  example: { payload: { code: '0a1b2c' }, response: { mobilePhoneNumber: '13800138000', phoneTicket: 'p.1763712000.77aa…' } },
  errors: ['serviceUnavailable'],
});

export const mutateBindWechat = defineRequest({
  type: 'mutateBindWechat',
  access: 'user',
  group,
  summary: 'Links a WeChat identity to the signed-in user. success is false when that identity already belongs to another user.',
  payload: z.lazy(() => z.strictObject({ objectId: objectIdSchema, authData: authDataSchema })),
  response: z.lazy(() => z.object({ success: z.boolean() })),
  example: { payload: { objectId: 'u8Kx2', authData: { webapp_union: exampleUnion } }, response: { success: true } },
  errors: ['forbidden'],
});

export const mutateUnbindWechat = defineRequest({
  type: 'mutateUnbindWechat',
  access: 'user',
  group,
  summary: 'Removes the WeChat link of the signed-in user.',
  payload: z.lazy(() => z.strictObject({ objectId: objectIdSchema })),
  response: z.lazy(() => z.object({ success: z.boolean() })),
  example: { payload: { objectId: 'u8Kx2' }, response: { success: true } },
  errors: ['forbidden'],
});

export const getBindWechatStatus = defineRequest({
  type: 'getBindWechatStatus',
  access: 'user',
  together: true,
  group,
  summary: 'Whether the signed-in user has WeChat linked: 1 bound, 0 not.',
  payload: z.lazy(() => z.strictObject({ objectId: objectIdSchema })),
  response: z.lazy(() => z.object({ status: z.union([z.literal(0), z.literal(1)]) })),
  example: { payload: { objectId: 'u8Kx2' }, response: { status: 1 } },
  errors: ['forbidden'],
});

export const getUnionidStatus = defineRequest({
  type: 'getUnionidStatus',
  access: 'public',
  group,
  summary: 'Whether a WeChat identity already has an account, with its (masked) phone number.',
  payload: z.lazy(() => z.strictObject({ authData: authDataSchema })),
  response: z.lazy(() => z.object({ results: z.array(z.object({ objectId: z.string(), mobilePhoneNumber: z.string() })) })),
  example: { payload: { authData: { weapp_union: exampleUnion } }, response: { results: [{ objectId: 'u8Kx2', mobilePhoneNumber: '138****8000' }] } },
});

export const getPhoneStatus = defineRequest({
  type: 'getPhoneStatus',
  access: 'public',
  group,
  summary: 'Whether a phone number already has an account (to choose between signing in and binding).',
  payload: z.lazy(() => z.strictObject({ mobilePhoneNumber: z.string().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`)) })),
  response: z.lazy(() => z.object({ registered: z.boolean() })),
  example: { payload: { mobilePhoneNumber: '13800138000' }, response: { registered: true } },
  errors: ['tooManyRequests'],
});

export const loginByWechat = defineRequest({
  type: 'loginByWechat',
  access: 'public',
  group,
  summary:
    'Signs in with a WeChat identity. A new identity needs a phone: either an SMS code (smsCode) or a phoneTicket from getPhoneNumber; mobilePhoneVerified is accepted for older clients but proves nothing.',
  payload: z.lazy(() =>
    z.strictObject({
      authData: authDataSchema,
      mobilePhoneNumber: z
        .string()
        .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`))
        .optional(),
      mobilePhoneVerified: z.literal(true).optional(),
      smsCode: z
        .string()
        .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`))
        .optional(),
      phoneTicket: z.string().max(512).optional(),
      agreement: z.boolean().optional(),
    }),
  ),
  response: loginResponseSchema,
  example: {
    payload: { authData: { weapp_union: exampleUnion } },
    response: {
      objectId: 'u8Kx2',
      sessionToken: 'r:3f9c…',
      deletedStatus: false,
      agreement: true,
      isNew: false,
      user: { objectId: 'u8Kx2', proStatus: 2, agreement: true, wechatBindStatus: 1 },
    },
  },
  errors: ['invalidSmsCode', 'accountDeleted', 'serviceUnavailable'],
});

export const msgSecCheck = defineRequest({
  type: 'msg_sec_check',
  access: 'user',
  group: 'Content check',
  summary:
    'Checks a text. errcode 87014 means sensitive words (the diary part becomes "block"); 0 passes. Empty text, and the exempt account, always pass. With no checker configured, everything passes; a checker that cannot answer lets the text pass (errmsg "unchecked"). Saving a diary runs this check on its content itself whenever the content changed, and sets the diary\'s censorResult from it: a client need not call this before saving.',
  payload: z.lazy(() => z.strictObject({ content: z.string().max(20_000), access_token: z.string().max(512).optional() })),
  response: z.lazy(() => z.object({ errcode: z.number().int(), errmsg: z.string() })),
  example: { payload: { content: '今天去了西湖' }, response: { errcode: 0, errmsg: 'ok' } },
});
