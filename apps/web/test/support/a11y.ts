import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot, setAppearance } from './browser';

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now (WCAG 2.1 A
 * and AA rules, colour contrast included), each as "rule: the elements it found".
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // axe's own types name the playwright package's Page; playwright-core's is the same object.
  const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Screenshots in light and dark, and no serious accessibility violation (contrast included) in either. */
export async function pictured(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await setAppearance(page, scheme);
    await screenshot(page, `${name}-${scheme}`);
    expect(await seriousViolations(page), `${name} (${scheme})`).toEqual([]);
  }
  await setAppearance(page, 'light');
}
