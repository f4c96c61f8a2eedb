import { routePath } from '@diary/core';
import type { DashboardTab } from '@diary/core';
import { Settings } from 'lucide-react';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { TabBar } from './TabBar';
import { AvatarButton, Greeting, ProBadge, SearchButton, WriteButton } from './TopBar';

/**
 * Navigation on pad and desktop (seed 2 §2.5 "sidebar"): who is signed in, Write and search, the tabs
 * with their labels in a column, then PRO and settings. The phone keeps its top bar and bottom tabs.
 */
export function Sidebar({ active }: { active: DashboardTab }) {
  const t = useT();
  return (
    <aside className="sidebar" aria-label={t('shell.navigation')}>
      <div className="sidebar-who">
        <AvatarButton />
        <Greeting />
      </div>
      <WriteButton />
      <SearchButton labelled />
      <TabBar active={active} vertical />
      <div className="sidebar-end">
        <ProBadge />
        <button type="button" className="sidebar-row" onClick={() => webNavigation.navigate(routePath('settings'))}>
          <Settings className="tab-icon" aria-hidden="true" size={20} strokeWidth={1.8} />
          <span>{t('shell.settings')}</span>
        </button>
      </div>
    </aside>
  );
}
