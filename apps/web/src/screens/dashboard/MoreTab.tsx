import { MORE_MENU, routePath } from '@diary/core';
import { logout, selectThisYear } from '@diary/store';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector, useSignedIn } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { AppearancePicker, LanguagePicker } from '../../ui/PreferencePickers';
import { HomeWidgets } from './HomeWidgets';

/**
 * The home / more page (seed 2 §2.10 and §2.5): the widgets, then the all and favorite lists and the
 * menu. "Create route" belongs to managers of the sibling product and is not shown here.
 */
export function MoreTab() {
  const t = useT();
  const thisYear = useAppSelector(selectThisYear);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  return (
    <div className="more-menu">
      {signedIn && <HomeWidgets />}
      {signedIn && (
        <ul className="menu" aria-label={t('common.more')}>
          {MORE_MENU.mine.map((entry) => (
            <li key={entry.path}>
              <button type="button" onClick={() => webNavigation.navigate(entry.path)}>
                {t(entry.label)}
                <span aria-hidden="true">›</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul className="menu">
        {MORE_MENU.product.map((entry) => (
          <li key={entry.path}>
            <button type="button" onClick={() => webNavigation.navigate(entry.path)}>
              {t(entry.label)}
            </button>
          </li>
        ))}
        <li className="menu-row">
          <span>{t('shell.language')}</span>
          <LanguagePicker />
        </li>
        <li className="menu-row">
          <span>{t('shell.appearance')}</span>
          <AppearancePicker />
        </li>
        <li>
          {signedIn ? (
            <button
              type="button"
              onClick={async () => {
                if (await dispatch(logout())) navigate(routePath('landing'), { replace: true });
              }}
            >
              {t('shell.signOut')}
            </button>
          ) : (
            <button type="button" onClick={() => navigate(routePath('login'))}>
              {t('shell.signIn')}
            </button>
          )}
        </li>
      </ul>
      <p className="muted small">{t('shell.copyright', { year: thisYear })}</p>
    </div>
  );
}
