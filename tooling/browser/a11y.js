// axe-core in the real Chromium, for both clients' browser tests.
import { AxeBuilder } from '@axe-core/playwright';

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now (WCAG 2.1 A
 * and AA rules, colour contrast included), each as "rule: the elements it found".
 * @param {import('playwright-core').Page} page
 */
export async function seriousViolations(page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
