import { chooseWaitingAction, selectWaitingSheet, showWaitingSheet, syncNow } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { Sheet } from '../../ui/Sheet';

/** The changes waiting on this device, each with what can be done with it (the store's waiting sheet). */
export default function WaitingSheet() {
  const t = useT();
  const dispatch = useAppDispatch();
  const sheet = useAppSelector(selectWaitingSheet);
  return (
    <Sheet title={t('outbox.sheetTitle')} visible={sheet.open} onClose={() => dispatch(showWaitingSheet(false))} className="waiting-sheet">
      <ul className="waiting-rows">
        {sheet.rows.map((row) => (
          <li key={row.key} className={`waiting-row${row.refused ? ' refused' : ''}`}>
            <p className="waiting-heading">{translate(row.heading)}</p>
            {row.excerpt && <p className="waiting-excerpt">{row.excerpt}</p>}
            <p className="waiting-state">{translate(row.state)}</p>
            <div className="waiting-actions">
              {row.actions.map(({ action, label }) => (
                <button
                  key={action}
                  type="button"
                  className={`button${action === 'deleteAnyway' ? ' danger' : ''}`}
                  onClick={() => void dispatch(chooseWaitingAction(row.key, action))}
                >
                  {translate(label)}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {sheet.canSyncNow && (
        <button type="button" className="button primary block waiting-sync" onClick={() => void dispatch(syncNow())}>
          {t('outbox.syncNow')}
        </button>
      )}
    </Sheet>
  );
}
