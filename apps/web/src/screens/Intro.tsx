import { routePath } from '@diary/core';
import { selectGuideDisplay, toggleGuideDisplay } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { webNavigation } from '../platform/navigation';
import { LabelledSwitch } from '../ui/LabelledSwitch';

/** The product intro sheet (seed 2 §2.4): Features, FAQs, and "Display on the main page". */
export default function Intro() {
  const t = useT();
  const dispatch = useAppDispatch();
  const display = useAppSelector(selectGuideDisplay);
  return (
    <main className="center-page intro-page">
      <h1>{t('login.introTitle')}</h1>
      <ul className="menu">
        <li>
          <button type="button" onClick={() => webNavigation.navigate(routePath('features'))}>
            {t('login.features')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => webNavigation.navigate(routePath('faqs'))}>
            {t('login.faqs')}
          </button>
        </li>
        <li className="menu-row">
          <span>{t('settings.guideDisplay')}</span>
          {/* Saved on the account (guideDisplayStatus), "Updated"; a visitor is asked to sign in. */}
          <LabelledSwitch checked={display} label={t('settings.guideDisplay')} onChange={() => void dispatch(toggleGuideDisplay())} />
        </li>
      </ul>
    </main>
  );
}
