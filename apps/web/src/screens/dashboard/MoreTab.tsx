import { listPath, routePath } from '@diary/core';
import { logout } from '@diary/store';
import { useNavigate } from 'react-router';
import { useAppDispatch, useSignedIn } from '../../app/hooks';
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
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  return (
    <div className="more-menu">
      {signedIn && <HomeWidgets />}
      {signedIn && (
        <ul className="menu" aria-label={t('common.more')}>
          <li><button type="button" onClick={() => webNavigation.navigate(listPath({ listType: 'all' }))}>{t('widgets.allDiaries')}<span aria-hidden="true">›</span></button></li>
          <li><button type="button" onClick={() => webNavigation.navigate(listPath({ listType: 'favorite' }))}>{t('widgets.favoriteList')}<span aria-hidden="true">›</span></button></li>
          <li><button type="button" onClick={() => webNavigation.navigate(routePath('photos', { listType: 'all', listAction: 'view' }))}>{t('widgets.photos')}<span aria-hidden="true">›</span></button></li>
          <li><button type="button" onClick={() => webNavigation.navigate(routePath('settings'))}>{t('shell.settings')}<span aria-hidden="true">›</span></button></li>
        </ul>
      )}
      <ul className="menu">
        <li><button type="button" onClick={() => webNavigation.navigate(routePath('gopro'))}>{t('shell.pro')}</button></li>
        <li><button type="button" onClick={() => webNavigation.navigate(routePath('agreement'))}>{t('shell.agreement')}</button></li>
        <li><button type="button" onClick={() => webNavigation.navigate(routePath('policy'))}>{t('shell.policy')}</button></li>
        <li className="menu-row"><span>{t('shell.language')}</span><LanguagePicker /></li>
        <li className="menu-row"><span>{t('shell.appearance')}</span><AppearancePicker /></li>
        <li><button type="button" onClick={() => webNavigation.navigate(routePath('about'))}>{t('shell.about')}</button></li>
        <li><button type="button" onClick={() => webNavigation.navigate(routePath('faqs'))}>{t('shell.help')}</button></li>
        <li>
          {signedIn ? (
            <button type="button" onClick={async () => { if (await dispatch(logout())) navigate(routePath('landing'), { replace: true }); }}>{t('shell.signOut')}</button>
          ) : (
            <button type="button" onClick={() => navigate(routePath('login'))}>{t('shell.signIn')}</button>
          )}
        </li>
      </ul>
      <p className="muted small">{t('shell.copyright', { year: new Date().getFullYear() })}</p>
    </div>
  );
}
