import { describe, expect, it } from 'vitest';
import { isOpenPage } from './open-pages';

describe('the pages open without sign-in', () => {
  it('are the Pro page, FAQs, features, about, agreement, policy and search', () => {
    for (const path of ['/gopro', '/faqs', '/features', '/about', '/about/agreement', '/about/policy', '/agreement', '/policy', '/search', '/gopro?from=sheet', '/faqs/']) {
      expect(isOpenPage(path), path).toBe(true);
    }
  });

  it('no other page is', () => {
    for (const path of ['/edit/new', '/detail/x', '/list/all', '/account', '/settings/account', '/gopro/x', '/searching']) {
      expect(isOpenPage(path), path).toBe(false);
    }
  });
});
