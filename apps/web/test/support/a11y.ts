import { seriousViolations } from '@diary/tooling/a11y';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot, setAppearance } from './browser';

export { seriousViolations };

/** Screenshots in light and dark, and no serious accessibility violation (contrast included) in either. */
export async function pictured(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await setAppearance(page, scheme);
    await screenshot(page, `${name}-${scheme}`);
    expect(await seriousViolations(page), `${name} (${scheme})`).toEqual([]);
  }
  await setAppearance(page, 'light');
}
