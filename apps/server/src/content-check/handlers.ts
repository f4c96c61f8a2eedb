import { msgSecCheck, type ParsedPayloadOf } from '@diary/core';
import { answers, type UserContext } from '../context';
import { runTextCheck } from './text';

/** Checks a text ahead of saving; saving a diary runs the same check itself (items' writes, text.ts). */
async function checkText(ctx: UserContext, payload: ParsedPayloadOf<typeof msgSecCheck>) {
  return runTextCheck(ctx.services, ctx.caller.userId, payload.content);
}

export const contentCheckAnswers = [answers(msgSecCheck, checkText)];
