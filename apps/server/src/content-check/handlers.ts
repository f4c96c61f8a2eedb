import type { msgSecCheck, PayloadOf } from '@diary/core';
import type { Handler, UserContext } from '../context';
import { runTextCheck } from './text';

/** Checks a text ahead of saving; saving a diary runs the same check itself (items' writes, text.ts). */
async function checkText(ctx: UserContext, payload: PayloadOf<typeof msgSecCheck>) {
  return runTextCheck(ctx.services, ctx.caller.userId, payload.content);
}

export const contentCheckHandlers: Record<string, Handler> = { msg_sec_check: checkText as Handler };
