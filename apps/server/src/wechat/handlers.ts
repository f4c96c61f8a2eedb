import { maskPhone, PHONE_DIGITS, type ParsedPayloadOf } from '@diary/core';
import {
  getAccessToken,
  getAuthData,
  getBindWechatStatus,
  getOffiaccountAccessToken,
  getOffiaccountAuthData,
  getPhoneNumber,
  getPhoneStatus,
  getUnionidStatus,
  getWebappAuthData,
  getWechatQrParams,
  loginByWechat,
  mutateBindWechat,
  mutateUnbindWechat,
} from '@diary/core';
import { createSession } from '../accounts/sessions';
import { checkSmsCode } from '../accounts/sms-codes';
import { createUser, findUser, findUserByPhone, userRecord } from '../accounts/users';
import { answers, type RequestContext, type UserContext } from '../context';
import { fail } from '../errors/api-failure';
import type { OauthSignIn, WechatIdentity } from '../providers/wechat/sign-in';
import { expirySeconds, signature } from '../security/signatures';
import { identityTicket, isGenuineIdentity, isGenuinePhone, isGenuineQrState, phoneTicket, qrState, TICKET_MS, useTicketOnce, type Platform } from './tickets';

type Union = WechatIdentity & { ticket: string };
type AuthData = Partial<Record<Platform, Union>>;

function configured<T>(app: T | undefined, what: string): T {
  return app ?? fail('serviceUnavailable', `WeChat ${what} is not configured on this server`);
}

const union = <P extends Platform>(ctx: RequestContext, platform: P, identity: WechatIdentity) =>
  ({ [platform]: { ...identity, ticket: identityTicket(ctx.services.config.secret, platform, identity, ctx.now) } }) as Record<P, Union>;

/** The one identity of an authData, if the server itself issued it within the last ten minutes. */
function genuineIdentity(ctx: RequestContext, authData: AuthData): Union {
  const [platform, identity] = Object.entries(authData)[0] as [Platform, Union];
  if (!isGenuineIdentity(ctx.services.config.secret, platform, identity, ctx.now)) {
    fail('forbidden', 'This WeChat identity was not issued by this server or has expired; sign in with WeChat again');
  }
  return identity;
}

const userWithUnionid = async (ctx: RequestContext, unionid: string) =>
  ctx.services.database.db.selectFrom('users').selectAll().where('wechatUnionid', '=', unionid).executeTakeFirst();

function ownAccount(ctx: UserContext, objectId: string): void {
  if (objectId !== ctx.caller.userId) fail('forbidden', "Only your own account's WeChat link can be read or changed");
}

async function qrParams(ctx: RequestContext, payload: ParsedPayloadOf<typeof getWechatQrParams>) {
  const web = configured(ctx.services.wechat.web, 'QR sign-in');
  const { state, expiresAt } = qrState(ctx.services.config.secret, ctx.now);
  const qrPage = ctx.services.config.wechat.web!.qrUrl;
  return { appid: web.appId, scope: 'snsapi_login' as const, redirect_uri: payload.redirectUri, state, expiresAt: expiresAt.toISOString(), qrPage };
}

async function webappAuthData(ctx: RequestContext, payload: ParsedPayloadOf<typeof getWebappAuthData>) {
  const web = configured(ctx.services.wechat.web, 'QR sign-in');
  if (!isGenuineQrState(ctx.services.config.secret, payload.state, ctx.now))
    fail('forbidden', 'The sign-in state is not this server’s or has expired; scan the QR code again');
  return union(ctx, 'webapp_union', await web.identityForCode(payload.code));
}

async function miniProgramAuthData(ctx: RequestContext, payload: ParsedPayloadOf<typeof getAuthData>) {
  const miniProgram = configured(ctx.services.wechat.miniProgram, 'mini program sign-in');
  return union(ctx, 'weapp_union', await miniProgram.identity(payload.code));
}

async function officialAccountToken(ctx: RequestContext, payload: ParsedPayloadOf<typeof getOffiaccountAccessToken>) {
  const account: OauthSignIn = configured(ctx.services.wechat.officialAccount, 'official account sign-in');
  const { access_token, openid } = await account.accessToken(payload.code);
  return { access_token, openid };
}

async function officialAccountAuthData(ctx: RequestContext, payload: ParsedPayloadOf<typeof getOffiaccountAuthData>) {
  const account = configured(ctx.services.wechat.officialAccount, 'official account sign-in');
  return union(ctx, 'offiaccount_union', await account.identity(payload.access_token, payload.openid));
}

/** The number the user agreed to share in the mini program, with a ticket proving WeChat confirmed it. */
async function phoneNumber(ctx: RequestContext, payload: ParsedPayloadOf<typeof getPhoneNumber>) {
  const miniProgram = configured(ctx.services.wechat.miniProgram, 'mini program sign-in');
  const { phone, countryCode } = await miniProgram.phoneNumber(payload.code);
  if ((countryCode && countryCode !== '86') || !new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(phone))
    fail('invalidRequest', 'Only mainland China mobile numbers can sign in');
  return { mobilePhoneNumber: phone, phoneTicket: phoneTicket(ctx.services.config.secret, phone, ctx.caller?.userId, ctx.now) };
}

async function phoneStatus(ctx: RequestContext, payload: ParsedPayloadOf<typeof getPhoneStatus>) {
  const user = await findUserByPhone(ctx.services.database.db, payload.mobilePhoneNumber);
  return { registered: Boolean(user && Number(user.deletedStatus) !== 1) };
}

async function unionidStatus(ctx: RequestContext, payload: ParsedPayloadOf<typeof getUnionidStatus>) {
  const identity = genuineIdentity(ctx, payload.authData);
  const user = await userWithUnionid(ctx, identity.unionid);
  if (!user || Number(user.deletedStatus) === 1) return { results: [] };
  return { results: [{ objectId: String(user.id), mobilePhoneNumber: maskPhone(String(user.mobilePhoneNumber ?? '')) }] };
}

/**
 * Signs in with a WeChat identity. A known identity signs its account in. A new one is linked to the
 * account of a phone proven by an SMS code or by WeChat itself (phoneTicket) — registering that phone
 * if it is new — unless that account is already linked to another WeChat.
 */
async function login(ctx: RequestContext, payload: ParsedPayloadOf<typeof loginByWechat>) {
  const { database, config } = ctx.services;
  const identity = genuineIdentity(ctx, payload.authData);
  const linked = await userWithUnionid(ctx, identity.unionid);
  if (linked) {
    if (Number(linked.deletedStatus) === 1) fail('accountDeleted', 'Account cancelled');
    const sessionToken = await createSession(database.db, String(linked.id), ctx.now);
    return { objectId: String(linked.id), sessionToken, deletedStatus: false, agreement: true, isNew: false, user: userRecord(linked, ctx.now) };
  }

  const phone = payload.mobilePhoneNumber;
  if (!phone || !(payload.smsCode || payload.phoneTicket))
    return fail('invalidRequest', 'A new WeChat sign-in needs a phone number with smsCode or phoneTicket');
  if (!payload.agreement) fail('agreementRequired', 'Need to agree to the user agreement');
  if (payload.phoneTicket) {
    if (!isGenuinePhone(config.secret, phone, undefined, payload.phoneTicket, ctx.now)) fail('forbidden', 'The phone ticket is not genuine or has expired');
    if (!(await useTicketOnce(database.db, payload.phoneTicket, ctx.now))) fail('forbidden', 'The phone ticket has been used; tap the phone button again');
  } else if (!(await checkSmsCode(database.db, config.secret, { phone, purpose: 'login', code: payload.smsCode!, now: ctx.now, consume: true }))) {
    fail('invalidSmsCode', 'Invalid SMS verification code');
  }

  return database.transaction(async (tx) => {
    let user = await findUserByPhone(tx, phone);
    if (user && Number(user.deletedStatus) === 1) fail('accountDeleted', 'Account cancelled');
    if (user?.wechatUnionid) fail('duplicateName', "This phone's account is linked to another WeChat account");
    const isNew = !user;
    user ??= await createUser(tx, phone, ctx.now);
    await tx.updateTable('users').set({ wechatUnionid: identity.unionid, updatedAt: ctx.now.toISOString() }).where('id', '=', String(user.id)).execute();
    user = (await findUser(tx, String(user.id)))!;
    const sessionToken = await createSession(tx, String(user.id), ctx.now);
    return { objectId: String(user.id), sessionToken, deletedStatus: false, agreement: true, isNew, user: userRecord(user, ctx.now) };
  });
}

async function bind(ctx: UserContext, payload: ParsedPayloadOf<typeof mutateBindWechat>) {
  ownAccount(ctx, payload.objectId);
  const identity = genuineIdentity(ctx, payload.authData);
  const holder = await userWithUnionid(ctx, identity.unionid);
  // A WeChat account already linked to someone else cannot be bound.
  if (holder && String(holder.id) !== ctx.caller.userId) return { success: false };
  await ctx.services.database.db
    .updateTable('users')
    .set({ wechatUnionid: identity.unionid, updatedAt: ctx.now.toISOString() })
    .where('id', '=', ctx.caller.userId)
    .execute();
  return { success: true };
}

async function unbind(ctx: UserContext, payload: ParsedPayloadOf<typeof mutateUnbindWechat>) {
  ownAccount(ctx, payload.objectId);
  await ctx.services.database.db
    .updateTable('users')
    .set({ wechatUnionid: null, updatedAt: ctx.now.toISOString() })
    .where('id', '=', ctx.caller.userId)
    .execute();
  return { success: true };
}

async function bindStatus(ctx: UserContext, payload: ParsedPayloadOf<typeof getBindWechatStatus>) {
  ownAccount(ctx, payload.objectId);
  const user = await findUser(ctx.services.database.db, ctx.caller.userId);
  return { status: user?.wechatUnionid ? (1 as const) : (0 as const) };
}

/**
 * An opaque, short-lived token the clients pass to msg_sec_check (the seed's shape). WeChat's own
 * access token never leaves the server; this one only says which user asked, and when.
 */
async function accessToken(ctx: UserContext) {
  const expires = expirySeconds(new Date(ctx.now.getTime() + TICKET_MS));
  return { access_token: `mst.${expires}.${signature(ctx.services.config.secret, 'wechat:mst', [ctx.caller.userId, expires])}`, expires_in: TICKET_MS / 1000 };
}

export const wechatAnswers = [
  answers(getWechatQrParams, qrParams),
  answers(getWebappAuthData, webappAuthData),
  answers(getAuthData, miniProgramAuthData),
  answers(getOffiaccountAccessToken, officialAccountToken),
  answers(getOffiaccountAuthData, officialAccountAuthData),
  answers(getPhoneNumber, phoneNumber),
  answers(getPhoneStatus, phoneStatus),
  answers(getUnionidStatus, unionidStatus),
  answers(loginByWechat, login),
  answers(mutateBindWechat, bind),
  answers(mutateUnbindWechat, unbind),
  answers(getBindWechatStatus, bindStatus),
  answers(getAccessToken, accessToken),
];
