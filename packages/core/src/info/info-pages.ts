import type { MessageKey } from '../i18n';
import { INFO_PAGES, type RouteName } from '../routes/route-table';

// The info pages (seed 2 §2.1: /faqs, /features, /about, the agreement and the policy), said once
// for the web app and the mini program: which features are told, which questions are asked, and
// each page's title.

/** The pages with content of their own: those a web view or the sign-in panel shows (features, questions, the two legal texts), and about. */
export const INFO_CONTENT_PAGES = [...INFO_PAGES, 'about'] as const;
export type InfoContentPage = (typeof INFO_CONTENT_PAGES)[number];
export const isInfoContentPage = (page: string | undefined): page is InfoContentPage => (INFO_CONTENT_PAGES as readonly (string | undefined)[]).includes(page);

/** Each page's title. */
export const INFO_TITLES: Readonly<Record<InfoContentPage, MessageKey>> = {
  features: 'info.features',
  faqs: 'info.faqs',
  about: 'info.about',
  agreement: 'legal.agreementTitle',
  policy: 'legal.policyTitle',
};

/** The features page (and the landing page's selling points), in order: a title and its text. */
export const FEATURES: ReadonlyArray<{ title: MessageKey; text: MessageKey }> = (['write', 'archive', 'share', 'encryption', 'multiDevice'] as const).map(
  (name) => ({
    title: `landing.${name}Title` as const,
    text: `landing.${name}Text` as const,
  }),
);

/** The frequently asked questions, in order, each with its answer. */
export const FAQS: ReadonlyArray<{ question: MessageKey; answer: MessageKey }> = ([1, 2, 3, 4, 5, 6] as const).map((n) => ({
  question: `info.faq${n}Q` as const,
  answer: `info.faq${n}A` as const,
}));

/**
 * What the about page links to, in order, as Day One's about screen does: what the diary does, the questions asked,
 * and the two legal texts (seed 1: /about/agreement and /about/policy open under about).
 */
export const ABOUT_LINKS = [
  { route: 'features', title: 'info.features' },
  { route: 'faqs', title: 'info.faqs' },
  { route: 'aboutAgreement', title: 'legal.agreementTitle' },
  { route: 'aboutPolicy', title: 'legal.policyTitle' },
] as const satisfies ReadonlyArray<{ route: RouteName; title: MessageKey }>;
export type AboutLinkRoute = (typeof ABOUT_LINKS)[number]['route'];
