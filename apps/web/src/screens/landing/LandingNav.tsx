import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { AppearancePicker, LanguagePicker } from '../../ui/PreferencePickers';

const LINKS = [
  ['pro', 'landing.navPro'],
  ['faq', 'landing.navFaq'],
  ['mp', 'landing.navMiniProgram'],
] as const;

/**
 * The landing page's navbar (seed 2 §2.3): PRO, FAQ and mini program scroll to their sections, the
 * language and appearance pickers, and the Dashboard button. Below 767 px the links and pickers fold
 * into a menu, so nothing overflows a phone's width.
 */
export function LandingNav({ hidden, onSection, onDashboard }: { hidden: boolean; onSection: (id: string) => void; onDashboard: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <nav className={hidden && !open ? 'landing-nav hidden' : 'landing-nav'}>
      <strong className="brand">{t('common.appName')}</strong>
      <button
        type="button"
        className="icon-button landing-menu-button"
        aria-label={t('landing.menu')}
        aria-expanded={open}
        aria-controls="landing-menu"
        onClick={() => setOpen(!open)}
      >
        {open ? '✕' : '☰'}
      </button>
      <div id="landing-menu" className={open ? 'landing-menu open' : 'landing-menu'}>
        {LINKS.map(([id, label]) => (
          <button
            key={id}
            type="button"
            className="link"
            onClick={() => {
              setOpen(false);
              onSection(id);
            }}
          >
            {t(label)}
          </button>
        ))}
        <LanguagePicker />
        <AppearancePicker />
      </div>
      <button type="button" className="button primary" onClick={onDashboard}>
        {t('landing.dashboard')}
      </button>
    </nav>
  );
}
