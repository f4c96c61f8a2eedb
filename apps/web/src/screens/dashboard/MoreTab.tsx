import { routePath } from '@diary/core';
import { selectMoreMenu, tapMoreAccount } from '@diary/store';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector, useSignedIn } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { ChoicePicker } from '../../ui/PreferencePickers';
import { HomeWidgets } from './HomeWidgets';

/**
 * The home / more page (seed 2 §2.10 and §2.5): the widgets, then the menu as the store's model says (app/more-menu).
 * "Create route" belongs to managers of the sibling product and is not shown here.
 */
export function MoreTab() {
  const t = useT();
  const menu = useAppSelector(selectMoreMenu);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  return (
    <div className="more-menu">
      {signedIn && <HomeWidgets />}
      {menu.mine.length > 0 && (
        <ul className="menu" aria-label={t('common.more')}>
          {menu.mine.map((entry) => (
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
        {menu.product.map((entry) => (
          <li key={entry.path}>
            <button type="button" onClick={() => webNavigation.navigate(entry.path)}>
              {t(entry.label)}
            </button>
          </li>
        ))}
        {menu.preferences.map((row) => (
          <li key={row.name} className="menu-row">
            <span>{t(row.label)}</span>
            <ChoicePicker row={row} />
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={async () => {
              if (await dispatch(tapMoreAccount())) navigate(routePath('landing'), { replace: true });
            }}
          >
            {t(menu.account === 'signOut' ? 'shell.signOut' : 'shell.signIn')}
          </button>
        </li>
      </ul>
      <p className="muted small">{translate(menu.copyright)}</p>
    </div>
  );
}
