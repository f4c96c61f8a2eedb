import type { Page } from 'playwright-core';

/** The serious and critical accessibility violations axe-core finds on the page as it is now (WCAG 2.1 A and AA), each as "rule: the elements it found". */
export function seriousViolations(page: Page): Promise<string[]>;
