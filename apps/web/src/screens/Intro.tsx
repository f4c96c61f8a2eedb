import { routePath } from '@diary/core';
import { useState } from 'react';
import { useT } from '../i18n';
import { webNavigation } from '../platform/navigation';
import { webToast } from '../platform/feedback';

/** The product intro sheet (seed 2 §2.4): Features, FAQs, and "Display on the main page". */
export default function Intro() {
  const t = useT();
  const [display, setDisplay] = useState(true);
  return (
    <main className="center-page intro-page">
      <h1>{t('login.introTitle')}</h1>
      <ul className="menu">
        <li><button type="button" onClick={() => webNavigation.navigate(routePath('features'))}>{t('login.features')}</button></li>
        <li><button type="button" onClick={() => webNavigation.navigate(routePath('faqs'))}>{t('login.faqs')}</button></li>
        <li className="menu-row">
          <span>{t('settings.guideDisplay')}</span>
          <input
            type="checkbox"
            role="switch"
            checked={display}
            onChange={() => {
              setDisplay(!display);
              webToast.show({ key: 'toast.updated' });
            }}
          />
        </li>
      </ul>
    </main>
  );
}
