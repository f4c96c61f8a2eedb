import { greetingText, routePath } from '@diary/core';
import { openSearchPage, selectGreeting, selectUserAvatar } from '@diary/store';
import { Search } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';

/** The phone's top bar: avatar (settings), the greeting with the nickname, Write and search behind the gate, and PRO. */
export function TopBar() {
  return (
    <header className="top-bar">
      <AvatarButton />
      <Greeting />
      <div className="top-actions">
        <ProBadge />
        <SearchButton />
        <WriteButton />
      </div>
    </header>
  );
}

/** The user's avatar (or the nickname's first letter), opening settings. */
export function AvatarButton() {
  const t = useT();
  const avatar = useAppSelector(selectUserAvatar);
  return (
    <button type="button" className="avatar" aria-label={t('settings.title')} onClick={() => webNavigation.navigate(routePath('settings'))}>
      {avatar.url ? <img src={avatar.url} alt="" /> : <span aria-hidden="true">{avatar.initial}</span>}
    </button>
  );
}

/** Good morning / afternoon / evening, or "It's late" before six, with the nickname after a comma (seed 2 §2.5). */
export function Greeting() {
  const t = useT();
  return <p className="greeting">{greetingText(useAppSelector(selectGreeting), t)}</p>;
}

export function ProBadge() {
  const t = useT();
  return (
    <button type="button" className="pro-badge" onClick={() => webNavigation.navigate(routePath('gopro'))}>
      {t('shell.pro')}
    </button>
  );
}

/** Search, behind the gate (sign-in, then Pro). With a label it is a row of the sidebar; without, an icon. */
export function SearchButton({ labelled = false }: { labelled?: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={labelled ? 'sidebar-row' : 'icon-button'}
      aria-label={labelled ? undefined : t('common.search')}
      onClick={() => void dispatch(openSearchPage())}
    >
      <Search className="tab-icon" aria-hidden="true" size={20} strokeWidth={1.8} />
      {labelled && <span>{t('common.search')}</span>}
    </button>
  );
}

/** Write a new diary, behind the gate. */
export function WriteButton() {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="button primary write"
      onClick={() => void import('../../app/editor-actions').then(({ startNewDiary }) => dispatch(startNewDiary()))}
    >
      {t('common.write')}
    </button>
  );
}
