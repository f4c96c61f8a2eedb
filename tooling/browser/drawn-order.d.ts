import type { Locator } from 'playwright-core';

/** The characters of the first of `scope`'s texts that is not blank and match `wanted`, in the order they are drawn from left to right. */
export function drawnLeftToRight(scope: Locator, wanted: string): Promise<string>;
