import type { Config } from '../../config';
import type { ImageChecker } from './image-check';
import { qiniuImageChecker } from './qiniu';

export type { ImageChecker } from './image-check';

/** The configured image checker; none when the image check is off (every photo passes). */
export function imageCheckerFor(config: Config['imageCheck']): ImageChecker | undefined {
  return config.kind === 'qiniu' ? qiniuImageChecker(config) : undefined;
}
