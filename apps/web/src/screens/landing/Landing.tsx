import {
  LANDING_BACK_TO_TOP_PX,
  LANDING_GET_STARTED_PX,
  LANDING_NAVBAR_HIDE_PX,
  LOGIN_MODAL_CLOSE_MS,
  LOGIN_MODAL_SLIDE_IN_MS,
  TOP_BAR_HEIGHT,
  HOME_PATH,
} from '@diary/core';
import { lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector, useSignedIn } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { celebrate } from '../../ui/celebrate';
import { QrImage } from '../../ui/QrImage';
import { ProComparison } from '../settings/ProComparison';
import { Suspended } from '../../ui/Suspended';
import { FaqList } from './FaqList';
import { LandingNav } from './LandingNav';
import { SectionShots } from './SectionShots';
import './landing.css';
import { selectAssistantNotice, selectThisYear } from '@diary/store';

// The sign-in box (NutUI's fields, the legal texts, the WeChat code) loads when the person asks to get started, not
// with the page: most of a first visit is reading.
const SignInDialog = lazy(() => import('../login/SignInDialog').then((module) => ({ default: module.SignInDialog })));

const SECTIONS = ['write', 'archive', 'share', 'encryption', 'multiDevice'] as const;

function scrollToSection(id: string) {
  const section = document.getElementById(id);
  const target = id === 'top' || !section ? 0 : section.getBoundingClientRect().top + window.scrollY - TOP_BAR_HEIGHT;
  window.scrollTo({ top: target, behavior: 'smooth' });
}

/** How far the page is scrolled, for the navbar, the back-to-top button and the get-started bar. */
function useScrollY(): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    const onScroll = () => setY(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return y;
}

/** The landing page (seed 2 §2.3). */
export default function Landing() {
  const t = useT();
  const thisYear = useAppSelector(selectThisYear);
  const assistantNotice = useAppSelector(selectAssistantNotice);
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const y = useScrollY();
  // The login modal: shown, then slid up 50 ms later; closing slides it down and hides it after 500 ms.
  const [modal, setModal] = useState<'hidden' | 'shown' | 'up' | 'closing'>('hidden');
  useEffect(() => {
    if (modal === 'shown') {
      const timer = setTimeout(() => setModal('up'), LOGIN_MODAL_SLIDE_IN_MS);
      return () => clearTimeout(timer);
    }
    if (modal === 'closing') {
      const timer = setTimeout(() => setModal('hidden'), LOGIN_MODAL_CLOSE_MS);
      return () => clearTimeout(timer);
    }
  }, [modal]);

  const getStarted = () => (signedIn ? navigate(HOME_PATH) : setModal('shown'));
  const miniProgramQr = useAppSelector((s) => s.app.features?.miniProgramQrUrl);

  return (
    <div className="landing" id="top">
      <LandingNav hidden={y > LANDING_NAVBAR_HIDE_PX} onSection={scrollToSection} onDashboard={() => navigate(HOME_PATH)} />
      <header className="landing-cover">
        <div className="landing-cover-text">
          <h1>{t('landing.coverTitle')}</h1>
          <p>{t('landing.coverText')}</p>
          <button type="button" className="button primary large" onClick={getStarted}>
            {t('landing.getStarted')}
          </button>
        </div>
        <SectionShots section="cover" eager />
      </header>
      {SECTIONS.map((section) => (
        <section key={section} className="landing-section landing-feature" id={section}>
          <div className="landing-feature-text">
            <h2>{t(`landing.${section}Title`)}</h2>
            <p>{t(`landing.${section}Text`)}</p>
            {section === 'multiDevice' && <p className="muted landing-assistant">{translate(assistantNotice)}</p>}
          </div>
          <SectionShots section={section} />
        </section>
      ))}
      <section className="landing-section" id="pro">
        <h2>{t('landing.proTitle')}</h2>
        <ProComparison />
      </section>
      <section className="landing-section" id="faq">
        <h2>{t('landing.faqTitle')}</h2>
        <FaqList />
      </section>
      <section className="landing-section" id="mp">
        <h2>{t('landing.miniProgramTitle')}</h2>
        <QrImage src={miniProgramQr} alt={t('landing.miniProgramQr')} missing={t('landing.miniProgramQrMissing')} />
        <p>{t('shell.scanMiniProgram')}</p>
      </section>
      <footer className="landing-footer">{t('shell.copyright', { year: thisYear })}</footer>
      {y > LANDING_GET_STARTED_PX + TOP_BAR_HEIGHT && !signedIn && (
        <div className="get-started-bar">
          <button type="button" className="button primary" onClick={getStarted}>
            {t('landing.getStarted')}
          </button>
        </div>
      )}
      {y > LANDING_BACK_TO_TOP_PX && (
        <button type="button" className="back-to-top" aria-label={t('landing.backToTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          ↑
        </button>
      )}
      {modal !== 'hidden' && (
        <div className="login-modal-mask" onClick={() => setModal('closing')}>
          <Suspended>
            <SignInDialog
              up={modal === 'up'}
              closing={modal === 'closing'}
              onClose={() => setModal('closing')}
              onSignedIn={() => {
                void celebrate();
                navigate(HOME_PATH);
              }}
            />
          </Suspended>
        </div>
      )}
    </div>
  );
}
