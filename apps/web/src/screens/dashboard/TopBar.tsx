import { avatarUrl, greeting, routePath } from '@diary/core';
import { openSearchPage, startNewDiary } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';

/** Avatar (settings), the greeting with the nickname, Write and search behind the gate, and PRO. */
export function TopBar() {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const mediaBase = useAppSelector((s) => s.session.mediaBase);
  const avatar = user?.avatar && mediaBase ? avatarUrl(mediaBase, user.avatar, user.avatarCrop) : null;
  return (
    <header className="top-bar">
      <button type="button" className="avatar" aria-label={t('settings.title')} onClick={() => webNavigation.navigate(routePath('settings'))}>
        {avatar ? <img src={avatar} alt="" /> : <span aria-hidden="true">{user?.nicename?.trim().slice(0, 1) || '🙂'}</span>}
      </button>
      <p className="greeting">{greeting(new Date(), user?.nicename, t)}</p>
      <div className="top-actions">
        <button type="button" className="pro-badge" onClick={() => webNavigation.navigate(routePath('gopro'))}>
          {t('shell.pro')}
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.search')}
          onClick={() => void dispatch(openSearchPage())}
        >
          🔍
        </button>
        <button type="button" className="button primary write" onClick={() => void dispatch(startNewDiary())}>
          {t('common.write')}
        </button>
      </div>
    </header>
  );
}
