import type { Clock } from '@diary/core';
import type { PaymentConfig } from '../../payment-config';
import type { OnlinePayment } from './types';
import { wechatPay } from './wechat-pay';

export * from './types';

/**
 * The payment provider from configuration: WeChat Pay, or none — the offline default, where the person
 * running the server takes payment some other way and marks the order paid with the admin command
 * (`pnpm --filter @diary/server admin mark-paid <order id>`).
 */
export function onlinePaymentFor(config: PaymentConfig, clock: Clock): OnlinePayment | undefined {
  return config.kind === 'wechatpay' ? wechatPay(config, clock) : undefined;
}
