import type { msgSecCheck, PayloadOf } from '@diary/core';
import type { Handler, UserContext } from '../context';
import { TEXT_PASSES } from '../providers/content-check/text-check';
import { ServiceUnavailable } from '../providers/vendor-http';

/**
 * Checks diary text. Empty text and the exempt account always pass; with no checker everything
 * passes. When the checker cannot answer, the text passes unchecked (logged): a person's diary is
 * not held back because a vendor is down.
 */
async function checkText(ctx: UserContext, payload: PayloadOf<typeof msgSecCheck>) {
  const { textChecker, config, log } = ctx.services;
  if (payload.content.trim() === '' || !textChecker || ctx.caller.userId === config.contentCheckExemptUser) return TEXT_PASSES;
  try {
    return await textChecker.check(payload.content);
  } catch (error) {
    if (!(error instanceof ServiceUnavailable)) throw error;
    log.warn({ err: error, checker: textChecker.name }, 'text passed unchecked: the content check is unavailable');
    return { errcode: 0, errmsg: 'unchecked' };
  }
}

export const contentCheckHandlers: Record<string, Handler> = { msg_sec_check: checkText as Handler };
