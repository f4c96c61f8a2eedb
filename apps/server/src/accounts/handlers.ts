import { canStartTrial, proStatus, trialExpiresAt, type ParsedPayloadOf, type PaymentMethod } from '@diary/core';
import { isPayableAmount } from '../providers/payment';
import {
  changePhoneNumber,
  deleteAccount,
  getFeatures,
  loginByMobilePhone,
  logout,
  requestChangePhoneNumber,
  requestSmsCode,
  startFreeTrial,
  verifySmsCode,
} from '@diary/core';
import { answers, type RequestContext, type UserContext } from '../context';
import { fail } from '../errors/api-failure';
import { createSession, revokeAllSessions, revokeSession } from './sessions';
import { checkSmsCode, sendSmsCode } from './sms-codes';
import { createUser, findUser, findUserByPhone, userRecord } from './users';
import { isGenuinePhone, useTicketOnce } from '../wechat/tickets';

const success = { success: true } as const;

async function requestCode(ctx: RequestContext, payload: ParsedPayloadOf<typeof requestSmsCode>) {
  const { database, sms, config } = ctx.services;
  await sendSmsCode(
    database.db,
    sms,
    { secret: config.secret, codesPerAddressPerDay: config.smsCodesPerAddressPerDay },
    {
      phone: payload.mobilePhoneNumber,
      purpose: 'login',
      channel: payload.smsType === 'voice' ? 'voice' : 'text',
      clientAddress: ctx.clientAddress,
      now: ctx.now,
    },
  );
  return success;
}

async function verifyCode(ctx: RequestContext, payload: ParsedPayloadOf<typeof verifySmsCode>) {
  const { database, config } = ctx.services;
  const valid = await checkSmsCode(database.db, config.secret, {
    phone: payload.mobilePhoneNumber,
    purpose: 'login',
    code: payload.smsCode,
    now: ctx.now,
    consume: false,
  });
  return { valid };
}

/**
 * Signs in with a phone and its code, registering a new phone on the way. The code check
 * runs outside any transaction so that a wrong code is recorded (towards the lock) even
 * though the request fails.
 */
async function login(ctx: RequestContext, payload: ParsedPayloadOf<typeof loginByMobilePhone>) {
  const { database, config } = ctx.services;
  if (!payload.agreement) fail('agreementRequired', 'Need to agree to the user agreement');
  const phone = payload.mobilePhoneNumber;
  const valid = await checkSmsCode(database.db, config.secret, { phone, purpose: 'login', code: payload.smsCode, now: ctx.now, consume: true });
  if (!valid) fail('invalidSmsCode', 'Invalid SMS verification code');

  return database.transaction(async (tx) => {
    let user = await findUserByPhone(tx, phone);
    if (payload.bind === 1) {
      // Binding: the signed-in account (signed in without a phone) takes this number.
      if (!ctx.caller) fail('notSignedIn', 'Binding a phone needs a signed-in account');
      if (user && String(user.id) !== ctx.caller!.userId) fail('duplicateName', 'This phone number belongs to another account');
      await tx.updateTable('users').set({ mobilePhoneNumber: phone, updatedAt: ctx.now.toISOString() }).where('id', '=', ctx.caller!.userId).execute();
      user = await findUser(tx, ctx.caller!.userId);
    }
    if (user && Number(user.deletedStatus) === 1) fail('accountDeleted', 'Account cancelled');
    const isNew = !user;
    user ??= await createUser(tx, phone, ctx.now);
    const sessionToken = await createSession(tx, String(user.id), ctx.now);
    return { objectId: String(user.id), sessionToken, deletedStatus: false, agreement: true, isNew, user: userRecord(user, ctx.now) };
  });
}

async function signOut(ctx: UserContext) {
  await revokeSession(ctx.services.database.db, ctx.caller.tokenHash);
  return success;
}

async function requestPhoneChange(ctx: UserContext, payload: ParsedPayloadOf<typeof requestChangePhoneNumber>) {
  const { database, sms, config } = ctx.services;
  const owner = await findUserByPhone(database.db, payload.mobilePhoneNumber);
  if (owner && String(owner.id) !== ctx.caller.userId) fail('duplicateName', 'This phone number belongs to another account');
  await sendSmsCode(
    database.db,
    sms,
    { secret: config.secret, codesPerAddressPerDay: config.smsCodesPerAddressPerDay },
    {
      phone: payload.mobilePhoneNumber,
      purpose: 'changePhone',
      channel: 'text',
      clientAddress: ctx.clientAddress,
      now: ctx.now,
    },
  );
  return success;
}

async function changePhone(ctx: UserContext, payload: ParsedPayloadOf<typeof changePhoneNumber>) {
  const { database, config } = ctx.services;
  const phone = payload.mobilePhoneNumber;
  if (payload.phoneTicket !== undefined) {
    // WeChat's phone button: the ticket getPhoneNumber gave proves WeChat confirmed this number.
    if (!isGenuinePhone(config.secret, phone, ctx.caller.userId, payload.phoneTicket, ctx.now))
      fail('forbidden', 'The phone ticket is not genuine, not yours, or has expired');
    if (!(await useTicketOnce(database.db, payload.phoneTicket, ctx.now))) fail('forbidden', 'The phone ticket has been used; tap the phone button again');
  } else {
    const valid = await checkSmsCode(database.db, config.secret, { phone, purpose: 'changePhone', code: payload.code!, now: ctx.now, consume: true });
    if (!valid) fail('invalidSmsCode', 'Invalid SMS verification code');
  }
  await database.transaction(async (tx) => {
    const owner = await findUserByPhone(tx, phone);
    if (owner && String(owner.id) !== ctx.caller.userId) fail('duplicateName', 'This phone number belongs to another account');
    await tx.updateTable('users').set({ mobilePhoneNumber: phone, updatedAt: ctx.now.toISOString() }).where('id', '=', ctx.caller.userId).execute();
  });
  return { mobilePhoneNumber: phone };
}

/**
 * The account is flagged, every session of it ends and its data keys are destroyed, all at once:
 * what its owner wrote can no longer be read by anyone, the server included. The records and media
 * stay for the grace period, then the purge removes them (housekeeping/purge-accounts.ts). An account with a
 * phone is confirmed with a code sent to it, so a session token alone cannot delete it; the check
 * runs before the transaction, so a wrong code counts towards the lock.
 */
async function deleteUser(ctx: UserContext, payload: ParsedPayloadOf<typeof deleteAccount>) {
  const { database, config } = ctx.services;
  const user = await findUser(database.db, ctx.caller.userId);
  const phone = user?.mobilePhoneNumber ? String(user.mobilePhoneNumber) : undefined;
  if (phone) {
    const valid =
      payload.smsCode !== undefined &&
      (await checkSmsCode(database.db, config.secret, { phone, purpose: 'login', code: payload.smsCode, now: ctx.now, consume: true }));
    if (!valid) fail('invalidSmsCode', 'Deleting the account needs the code sent to its phone');
  }
  await database.transaction(async (tx) => {
    const stamp = ctx.now.toISOString();
    await tx.updateTable('users').set({ deletedStatus: 1, deletedAt: stamp, updatedAt: stamp }).where('id', '=', ctx.caller.userId).execute();
    await revokeAllSessions(tx, ctx.caller.userId);
    await ctx.services.keys.destroy(tx, ctx.caller.userId);
  });
  return success;
}

async function startTrial(ctx: UserContext) {
  return ctx.services.database.transaction(async (tx) => {
    const user = (await findUser(tx, ctx.caller.userId))!;
    const status = proStatus(user.proExpiredAt ? String(user.proExpiredAt) : null, ctx.now);
    if (!canStartTrial(status, Number(user.trialUsed) === 1)) fail('trialUnavailable', 'The free trial is only for accounts that never had Pro');
    const stamp = ctx.now.toISOString();
    await tx
      .updateTable('users')
      .set({ proExpiredAt: trialExpiresAt(ctx.now).toISOString(), trialUsed: 1, updatedAt: stamp })
      .where('id', '=', ctx.caller.userId)
      .execute();
    return userRecord((await findUser(tx, ctx.caller.userId))!, ctx.now);
  });
}

/**
 * How this server is paid: none (no price), off (online payment configured with a piece missing: the start
 * logged which), by hand, or the provider's name.
 */
function paymentName(ctx: RequestContext): string {
  const { config, payment } = ctx.services;
  if (config.proPricePerYear === undefined) return 'none';
  if (config.payment.kind === 'off') return 'off';
  return payment?.name ?? 'manual';
}

/** The methods a year of Pro can be paid online by here: none without a provider or without a price to pay. */
function onlineMethods(ctx: RequestContext): PaymentMethod[] | undefined {
  const { config, payment } = ctx.services;
  if (!payment || !isPayableAmount(config.proPricePerYear)) return undefined;
  return [...payment.methods];
}

async function features(ctx: RequestContext) {
  const { config } = ctx.services;
  return {
    wechatQrLogin: ctx.services.wechat.web !== undefined,
    ...(ctx.services.wechat.web ? { wechatAppId: ctx.services.wechat.web.appId } : {}),
    wechatMiniProgram: ctx.services.wechat.miniProgram !== undefined,
    weather: ctx.services.weather !== undefined,
    maps: ctx.services.maps !== undefined,
    contentCheck: ctx.services.textChecker !== undefined,
    smsVoice: ctx.services.sms.voice,
    payment: paymentName(ctx),
    ...(onlineMethods(ctx) ? { paymentMethods: onlineMethods(ctx) } : {}),
    ...(config.proPricePerYear !== undefined ? { proPricePerYear: config.proPricePerYear } : {}),
    mediaBase: ctx.mediaBase,
    ...(config.mapTiles ? { mapTiles: config.mapTiles } : {}),
    ...(config.qrCodes.miniProgram ? { miniProgramQrUrl: config.qrCodes.miniProgram } : {}),
    ...(config.qrCodes.customerService ? { customerServiceQrUrl: config.qrCodes.customerService } : {}),
    ...(config.assistant.kind === 'off'
      ? {}
      : { assistant: { place: config.assistant.place, host: config.assistant.host, embeddings: config.assistant.embeddingsModel !== undefined } }),
  };
}

export const accountAnswers = [
  answers(requestSmsCode, requestCode),
  answers(verifySmsCode, verifyCode),
  answers(loginByMobilePhone, login),
  answers(logout, signOut),
  answers(requestChangePhoneNumber, requestPhoneChange),
  answers(changePhoneNumber, changePhone),
  answers(deleteAccount, deleteUser),
  answers(startFreeTrial, startTrial),
  answers(getFeatures, features),
];
