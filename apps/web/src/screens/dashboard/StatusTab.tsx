import { routePath } from '@diary/core';
import { openTargetAdd, selectStatusTab } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';

/** The Status tab: statuses under their groups (ungrouped last, under "More"), each opening its diary list. */
export function StatusTab() {
  const t = useT();
  const dispatch = useAppDispatch();
  const sections = useAppSelector(selectStatusTab);
  return (
    <>
      <div className="items-actions">
        {/* Group settings are not gated; opened by path so the first screen does not carry the group screens' logic. */}
        <button type="button" className="button" onClick={() => webNavigation.navigate(routePath('groups'))}>
          ✎ {t('organize.groupSettings')}
        </button>
        <button type="button" className="button primary" onClick={() => void dispatch(openTargetAdd('status'))}>
          ＋ {t('target.addStatus')}
        </button>
      </div>
      {sections.length === 0 ? (
        <p className="empty">{t('editor.status.empty')}</p>
      ) : (
        sections.map(({ id, heading, statuses }) => (
          <section key={id} className="status-group" aria-labelledby={`status-group-${id}`}>
            <h2 id={`status-group-${id}`} className="status-group-name">
              {'key' in heading ? t(heading.key) : heading.name}
            </h2>
            <ul className="status-list">
              {statuses.map((status) => (
                <li key={status.id}>
                  <button type="button" className="status-row" onClick={() => webNavigation.navigate(status.path)}>
                    <span className="status-emoji" aria-hidden="true">
                      {status.emoji}
                    </span>
                    <span className="status-name">{status.name}</span>
                    <span className="status-count">{t('list.diaryCount', { count: status.count })}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
