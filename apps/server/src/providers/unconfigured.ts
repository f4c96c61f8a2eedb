import type { Handler } from '../context';
import { fail } from '../http/api-failure';

/**
 * Requests whose outside service (WeChat) this server has not been
 * configured with. They answer 503 with what is missing; getFeatures tells clients to hide them.
 */
const notConfigured =
  (service: string): Handler =>
  async () =>
    fail('serviceUnavailable', `${service} is not configured on this server`);

const WECHAT_TYPES = [
  'getAccessToken',
  'getOffiaccountAccessToken',
  'getAuthData',
  'getWechatQrParams',
  'getWebappAuthData',
  'getOffiaccountAuthData',
  'getPhoneNumber',
  'getPhoneStatus',
  'getUnionidStatus',
  'loginByWechat',
  'mutateBindWechat',
  'mutateUnbindWechat',
  'getBindWechatStatus',
];

export const unconfiguredHandlers: Record<string, Handler> = {
  ...Object.fromEntries(WECHAT_TYPES.map((type) => [type, notConfigured('WeChat')])),
};
