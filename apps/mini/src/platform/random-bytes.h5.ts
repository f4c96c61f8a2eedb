import type { RandomBytes } from './contract';

export const randomBytes: RandomBytes = (n) => crypto.getRandomValues(new Uint8Array(n));
