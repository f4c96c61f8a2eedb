/** What a payment provider needs to collect an order, and what it answers the client with. */
export interface PaymentRequest {
  orderId: string;
  userId: string;
  /** The amount in yuan. */
  amount: number;
}

/** Collects payment for orders. One implementation per vendor, chosen by configuration. */
export interface PaymentProvider {
  readonly name: string;
  /** Parameters the client needs to pay (none for manual payment). */
  prepare(request: PaymentRequest): Promise<Record<string, string> | undefined>;
}

/**
 * The offline default: the person running the server takes payment some other way and marks the
 * order paid with the admin command (`pnpm --filter @diary/server admin mark-paid <order id>`).
 */
export const manualPayment: PaymentProvider = {
  name: 'manual',
  prepare: async () => undefined,
};
