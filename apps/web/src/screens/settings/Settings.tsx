import { routePath } from '@diary/core';
import { closeSettingsSheet, selectSettingsScreen, tapSettingsRow, type SettingsRowName } from '@diary/store';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { Sheet } from '../../ui/Sheet';
import { ChoicePicker } from '../../ui/PreferencePickers';
import './unpaid-orders.css';
import { QrImage } from '../../ui/QrImage';

/** Settings (seed 2 §2.6), as the store's rows say (app/settings-rows): each drawn by its kind, and the version line. */
export default function Settings() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const screen = useAppSelector(selectSettingsScreen);
  const serviceQr = useAppSelector((s) => s.app.features?.customerServiceQrUrl);
  const tap = async (name: SettingsRowName) => {
    if ((await dispatch(tapSettingsRow(name))) && name === 'logout') navigate(routePath('landing'), { replace: true });
  };
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
        {screen.rows.map((row) =>
          row.kind === 'choice' ? (
            <li key={row.name} className="menu-row">
              <span>{t(row.label)}</span>
              <ChoicePicker row={row} />
            </li>
          ) : (
            <li key={row.name}>
              <button type="button" className={row.danger ? 'danger' : undefined} onClick={() => void tap(row.name)}>
                <span>{t(row.label)}</span>
                {row.value && (
                  <span className={`row-value ${row.name}`}>
                    {translate('text' in row.value ? row.value.text : row.value)}
                    {row.badge && <span className="membership-unpaid">{translate(row.badge)}</span>}
                  </span>
                )}
              </button>
            </li>
          ),
        )}
      </ul>
      <p className="muted small center">{t('settings.version', { version: __APP_VERSION__ })}</p>
      <Sheet title={t('settings.feedback')} visible={screen.feedbackOpen} onClose={() => dispatch(closeSettingsSheet())}>
        <p>{t('settings.feedbackTip')}</p>
        <QrImage src={serviceQr} alt={t('settings.feedbackQr')} missing={t('settings.feedbackQrMissing')} size={200} />
      </Sheet>
    </div>
  );
}
