import type { Config } from '../../config';
import type { MapsProvider } from './maps-provider';
import { tencentMapsProvider } from './tencent';

export type { MapsProvider } from './maps-provider';

/** The configured maps service; none when maps are off (own places still work through get_item_list). */
export function mapsProviderFor(config: Config['maps']): MapsProvider | undefined {
  return config.kind === 'tencent' ? tencentMapsProvider({ baseUrl: config.baseUrl, key: config.key }) : undefined;
}
