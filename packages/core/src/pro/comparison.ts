import { message, type Message } from '../i18n';
import { FREE_DIARY_CAP } from './action-gate';

/** One row of the free-versus-Pro comparison: what, then the free plan's and Pro's value. */
export interface ProComparisonRow {
  name: Message;
  free: Message | string;
  pro: Message | string;
}

/**
 * The free-versus-Pro comparison (seed 1 business model; landing page and /gopro): the diary cap,
 * media storage, original quality, export. Pro's price comes from the server's configuration; without
 * one it is told as "about three cups of coffee".
 */
export function proComparison(pricePerYear: number | undefined): { freePrice: Message; proPrice: Message; rows: ProComparisonRow[] } {
  return {
    freePrice: message('pro.priceFree'),
    proPrice: pricePerYear !== undefined ? message('pro.pricePerYear', { price: pricePerYear }) : message('pro.coffee'),
    rows: [
      { name: message('pro.diaryLimit'), free: message('pro.diaryLimitFree', { count: FREE_DIARY_CAP }), pro: message('pro.diaryLimitPro') },
      { name: message('pro.storage'), free: message('pro.storageFree'), pro: message('pro.storagePro') },
      { name: message('pro.originalQuality'), free: '—', pro: '✓' },
      { name: message('pro.exportData'), free: '✓', pro: '✓' },
    ],
  };
}
