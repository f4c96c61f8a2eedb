import type { Clock } from '@diary/core';
import type { Config } from '../../config';
import { miniProgramSignIn, oauthSignIn, type WechatSignIn } from './sign-in';

export type { WechatSignIn } from './sign-in';

/** The WeChat apps this server signs in with, from configuration; none by default. */
export function wechatSignInFor(config: Config['wechat'], clock: Clock): WechatSignIn {
  return {
    ...(config.miniProgram ? { miniProgram: miniProgramSignIn(config.miniProgram, clock) } : {}),
    ...(config.web ? { web: oauthSignIn(config.web) } : {}),
    ...(config.officialAccount ? { officialAccount: oauthSignIn(config.officialAccount) } : {}),
  };
}
