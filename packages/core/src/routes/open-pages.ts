/**
 * Seed 2 §2.1: the pages anyone may open, signed in or not, in every layout — the Pro page, the
 * FAQs and features, about with the agreement and the policy, and search. Every other page of the
 * app needs a signed-in user (the landing, intro, sign-in and exception pages stand apart).
 */
export const OPEN_PAGES = ['/gopro', '/faqs', '/features', '/about', '/about/agreement', '/about/policy', '/agreement', '/policy', '/search'] as const;

/** Whether a phone path (`/gopro`, `/about/policy?x=1`) is one of the open pages. */
export function isOpenPage(phonePath: string): boolean {
  const pathOnly = phonePath.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return (OPEN_PAGES as readonly string[]).includes(pathOnly);
}
