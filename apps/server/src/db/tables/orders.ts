import type { ORDER_TYPES, OrderStatus } from '@diary/core';
import type { Generated } from 'kysely';
import type { IsoTime } from './columns';
import type { ItemColumns } from './items';

/** An order for Pro; its amount and payment details are in data. */
export interface OrderTable extends ItemColumns {
  status: Generated<OrderStatus>;
  type: (typeof ORDER_TYPES)[number];
  /** When the payment provider was last asked after this order (membership/settle.ts); null before it ever was. */
  askedProviderAt: IsoTime | null;
}
