import type { Clock } from '@diary/core';
import type { Config } from '../../config';
import { keywordTextChecker } from './keywords';
import type { TextChecker } from './text-check';
import { wechatTextChecker } from './wechat-msg-sec-check';

export type { TextChecker } from './text-check';

/** The configured text checker; none when the content check is off (everything passes). */
export function textCheckerFor(config: Config['contentCheck'], clock: Clock): TextChecker | undefined {
  if (config.kind === 'keywords') return keywordTextChecker(config.words);
  if (config.kind === 'wechat') return wechatTextChecker({ ...config, clock });
  return undefined;
}
