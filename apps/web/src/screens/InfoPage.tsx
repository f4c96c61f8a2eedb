import { ABOUT_LINKS, FEATURES, INFO_TITLES, type InfoContentPage } from '@diary/core';
import { openAboutLink } from '@diary/store';
import { useAppDispatch } from '../app/hooks';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { PageBar } from '../ui/PageBar';
import { FaqList } from './landing/FaqList';
import { LegalText } from './legal/LegalText';
import './info-page.css';

export type InfoPageKind = InfoContentPage;

/** The page's own content, without its bar. */
export function InfoContent({ page }: { page: InfoPageKind }) {
  const t = useT();
  switch (page) {
    case 'agreement':
    case 'policy':
      return <LegalText kind={page} />;
    case 'faqs':
      return <FaqList />;
    case 'features':
      return (
        <ul className="feature-list">
          {FEATURES.map((f) => (
            <li key={f.title}>
              <h2>{t(f.title)}</h2>
              <p>{t(f.text)}</p>
            </li>
          ))}
        </ul>
      );
    case 'about':
      return <About />;
  }
}

/** The app's name, version and what it is, then its links, as Day One's about screen shows them. */
function About() {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <>
      <div className="about-head">
        <img src="/icon.svg" alt="" width={64} height={64} />
        <h2>{t('common.appName')}</h2>
        <p className="muted small">{t('settings.version', { version: __APP_VERSION__ })}</p>
      </div>
      <p>{t('info.aboutText')}</p>
      <ul className="menu about-links">
        {ABOUT_LINKS.map((link) => (
          <li key={link.route}>
            <button type="button" onClick={() => dispatch(openAboutLink(link.route))}>
              <span>{t(link.title)}</span>
              <span className="row-value" aria-hidden="true">
                ›
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export function useInfoTitle(page: InfoPageKind): string {
  const t = useT();
  return t(INFO_TITLES[page]);
}

/**
 * FAQs, features, about, and the agreement and policy (seed 2 §2.1, §2.11). In the app a bar with
 * back; in a web view (§2.2 page meta "webview") a blank logo stands where the app's bars would be.
 */
export default function InfoPage({ page, chrome = 'bar', bar }: { page: InfoPageKind; chrome?: 'bar' | 'logo'; bar?: ReactNode }) {
  const title = useInfoTitle(page);
  return (
    <div className={`info-page ${chrome === 'logo' ? 'webview-page' : ''}`}>
      {chrome === 'logo' ? (
        <header className="webview-logo">
          <img src="/icon.svg" alt="" width={32} height={32} />
        </header>
      ) : (
        (bar ?? <PageBar title={title} />)
      )}
      {chrome === 'logo' && <h1 className="webview-title">{title}</h1>}
      <InfoContent page={page} />
    </div>
  );
}
