import type { MessageKey } from '../i18n';
import { routePath } from '../routes/route-path';
import { listPath } from './list-route';

/** One entry of the more menu: what it says and the phone route it opens. */
export interface MoreMenuEntry {
  label: MessageKey;
  path: string;
  /** Shown only when the server has switched the assistant on (getFeatures.assistant). */
  needsAssistant?: true;
}

/**
 * The more tab's menu (seed 2 §2.10, §2.5), for both apps: the signed-in user's lists and pages, then
 * the pages about the product, which anyone may open.
 */
export const MORE_MENU: { readonly mine: readonly MoreMenuEntry[]; readonly product: readonly MoreMenuEntry[] } = {
  mine: [
    { label: 'widgets.allDiaries', path: listPath({ listType: 'all' }) },
    { label: 'widgets.favoriteList', path: listPath({ listType: 'favorite' }) },
    { label: 'widgets.photos', path: routePath('photos', { listType: 'all', listAction: 'view' }) },
    { label: 'insights.title', path: routePath('insights') },
    { label: 'ask.title', path: routePath('ask'), needsAssistant: true },
    { label: 'shell.settings', path: routePath('settings') },
  ],
  product: [
    { label: 'shell.pro', path: routePath('gopro') },
    { label: 'shell.agreement', path: routePath('agreement') },
    { label: 'shell.policy', path: routePath('policy') },
    { label: 'shell.about', path: routePath('about') },
    { label: 'shell.help', path: routePath('faqs') },
  ],
};
