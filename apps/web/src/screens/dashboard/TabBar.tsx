import { DASHBOARD_TABS, type DashboardTab, type MessageKey, routePath } from '@diary/core';
import { tapActiveTabAgain } from '@diary/store';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { LIST_ICONS } from '../../ui/list-icons';

/**
 * The tabs (seed 2 §2.5): the bottom bar on a phone, labels hidden (kept for screen readers); a column
 * of the sidebar on pad and desktop. Tapping the active tab again sends the reset signal; on the
 * archive tab it jumps back to the current month.
 */
export function TabBar({ active, vertical = false }: { active: DashboardTab; vertical?: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const phone = useAppSelector((s) => s.app.screenView === 'phone');
  return (
    <nav className={vertical ? 'tab-bar vertical' : 'tab-bar'} aria-label="tabs">
      {DASHBOARD_TABS.map((tab) => {
        const label = t(`tabs.${tab}` as MessageKey);
        // Drawn in the text's colour, so the active tab's accent carries.
        const Icon = LIST_ICONS[tab];
        return (
          <button
            key={tab}
            type="button"
            className={tab === active ? 'tab active' : 'tab'}
            aria-label={label}
            aria-current={tab === active ? 'page' : undefined}
            onClick={() => {
              if (tab === active) dispatch(tapActiveTabAgain(tab));
              else navigate(routePath('dashboard', { tab }));
            }}
          >
            <Icon className="tab-icon" aria-hidden="true" size={22} strokeWidth={1.8} />
            {!phone && <span className="tab-label">{label}</span>}
          </button>
        );
      })}
    </nav>
  );
}
