import { DASHBOARD_TABS, type DashboardTab, type MessageKey, routePath } from '@diary/core';
import { activeTabTappedAgain } from '@diary/store';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';

const ICONS: Record<DashboardTab, string> = { archive: '🗓️', location: '📍', people: '👥', tag: '🏷️', status: '😊', more: '☰' };

/**
 * The bottom tab bar (seed 2 §2.5). Labels are hidden on a phone (kept for screen readers). Tapping the
 * active tab again sends the reset signal; on the archive tab it jumps back to the current month.
 */
export function TabBar({ active }: { active: DashboardTab }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const phone = useAppSelector((s) => s.app.screenView === 'phone');
  return (
    <nav className="tab-bar" aria-label="tabs">
      {DASHBOARD_TABS.map((tab) => {
        const label = t(`tabs.${tab}` as MessageKey);
        return (
          <button
            key={tab}
            type="button"
            className={tab === active ? 'tab active' : 'tab'}
            aria-label={label}
            aria-current={tab === active ? 'page' : undefined}
            onClick={() => {
              if (tab === active) dispatch(activeTabTappedAgain({ tab, now: new Date() }));
              else navigate(routePath('dashboard', { tab }));
            }}
          >
            <span aria-hidden="true">{ICONS[tab]}</span>
            {!phone && <span className="tab-label">{label}</span>}
          </button>
        );
      })}
    </nav>
  );
}
