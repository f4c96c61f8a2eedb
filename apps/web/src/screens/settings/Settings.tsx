import { routePath } from '@diary/core';
import { logout, selectSettingsRows, selectUnpaidOrders } from '@diary/store';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { Sheet } from '../../ui/Sheet';
import { AppearancePicker, LanguagePicker } from '../../ui/PreferencePickers';
import './unpaid-orders.css';
import { QrImage } from '../../ui/QrImage';

/** Settings (seed 2 §2.6): account, membership, appearance, language, FAQs, feedback, about, logout, version. */
export default function Settings() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const rows = useAppSelector(selectSettingsRows);
  const unpaid = useAppSelector(selectUnpaidOrders).length;
  const [feedback, setFeedback] = useState(false);
  const serviceQr = useAppSelector((s) => s.app.features?.customerServiceQrUrl);
  return (
    <div className="settings-page">
      <header className="page-bar">
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
          ‹
        </button>
        <h1>{t('settings.title')}</h1>
        <button type="button" className="icon-button" aria-label={t('settings.home')} onClick={() => navigate(routePath('landing'))}>
          ⌂
        </button>
      </header>
      <ul className="menu">
        <li>
          <button type="button" onClick={() => (rows.signedIn ? webNavigation.navigate(routePath('account')) : navigate(routePath('login')))}>
            <span>{t('settings.account')}</span>
            <span className="row-value">{'text' in rows.account ? rows.account.text : translate(rows.account)}</span>
          </button>
        </li>
        <li>
          <button type="button" onClick={() => webNavigation.navigate(routePath('gopro'))}>
            <span>{t('settings.membership')}</span>
            <span className="row-value membership">
              {translate(rows.membership)}
              {unpaid > 0 && <span className="membership-unpaid">{t('orders.unpaid', { count: unpaid })}</span>}
            </span>
          </button>
        </li>
        <li className="menu-row">
          <span>{t('shell.appearance')}</span>
          <AppearancePicker />
        </li>
        <li className="menu-row">
          <span>{t('shell.language')}</span>
          <LanguagePicker />
        </li>
        <li>
          <button type="button" onClick={() => webNavigation.navigate(routePath('faqs'))}>
            {t('settings.faqs')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => setFeedback(true)}>
            {t('settings.feedback')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => webNavigation.navigate(routePath('about'))}>
            {t('settings.about')}
          </button>
        </li>
        {rows.signedIn && (
          <li>
            <button
              type="button"
              className="danger"
              onClick={async () => {
                if (await dispatch(logout())) navigate(routePath('landing'), { replace: true });
              }}
            >
              {t('settings.logout')}
            </button>
          </li>
        )}
      </ul>
      <p className="muted small center">{t('settings.version', { version: __APP_VERSION__ })}</p>
      <Sheet title={t('settings.feedback')} visible={feedback} onClose={() => setFeedback(false)}>
        <p>{t('settings.feedbackTip')}</p>
        <QrImage src={serviceQr} alt={t('settings.feedbackQr')} missing={t('settings.feedbackQrMissing')} size={200} />
      </Sheet>
    </div>
  );
}
