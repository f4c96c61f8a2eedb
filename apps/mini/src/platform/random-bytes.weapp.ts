import type { RandomBytes } from './contract';

declare const wx: { getRandomValues?: (options: { length: number; success: (result: { randomValues: ArrayBuffer }) => void }) => void };

const POOL_SIZE = 1024;
let pool = new Uint8Array(0);
let used = 0;

/** WeChat's secure generator is asynchronous: a pool is filled ahead and refilled as it runs low. */
function refill(): void {
  wx.getRandomValues?.({
    length: POOL_SIZE,
    success: ({ randomValues }) => {
      pool = new Uint8Array(randomValues);
      used = 0;
    },
  });
}
refill();

/**
 * Bytes from WeChat's pool; before the first fill answers (the first instant after launch) they
 * come from Math.random mixed with the clock. Ids name the user's own new diaries and photos.
 */
export const randomBytes: RandomBytes = (n) => {
  if (pool.length - used >= n) {
    const bytes = pool.slice(used, used + n);
    used += n;
    if (pool.length - used < POOL_SIZE / 4) refill();
    return bytes;
  }
  refill();
  const bytes = new Uint8Array(n);
  const clock = Date.now();
  for (let i = 0; i < n; i++) bytes[i] = (Math.floor(Math.random() * 256) ^ (clock >> ((i % 4) * 8))) & 0xff;
  return bytes;
};
