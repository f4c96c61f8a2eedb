import { importArchive, resetImport, selectImportScreen } from '@diary/store';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { PageBar } from '../../ui/PageBar';
import './account.css';

/**
 * /import-data: a ZIP in (this app's backup, or Day One's export), sent with its progress, then the
 * server's stages until what came in — or why nothing did. What each stage says is the store's.
 */
export default function ImportData() {
  const t = useT();
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectImportScreen);
  const input = useRef<HTMLInputElement>(null);
  const busy = useRef(screen.busy);
  busy.current = screen.busy;
  useEffect(
    // Leaving the page: a finished import's result is not shown again on the next visit (one under way goes on).
    () => () => {
      if (!busy.current) dispatch(resetImport());
    },
    [dispatch],
  );
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void dispatch(importArchive({ file, name: file.name, size: file.size }));
  };
  return (
    <div className="settings-page account-page">
      <PageBar title={t('import.title')} />
      <div className="account-form import-form">
        <p>{t('import.intro')}</p>
        <input ref={input} type="file" accept=".zip,application/zip" hidden onChange={chosen} />
        {!screen.busy && (
          <button type="button" className="button block" onClick={() => input.current?.click()}>
            {t(screen.result ? 'import.again' : 'import.choose')}
          </button>
        )}
        {screen.stage && (
          <section className={`import-status ${screen.result ?? 'busy'}`} aria-live="polite">
            {screen.fileName && <p className="muted import-file">{screen.fileName}</p>}
            <h2>{translate(screen.stage)}</h2>
            {screen.busy && (
              <progress className="import-progress" max={100} value={screen.percent ?? undefined} aria-label={translate(screen.stage)}>
                {screen.percent ?? ''}
              </progress>
            )}
            {screen.lines.map((line, i) => (
              <p key={i}>{typeof line === 'string' ? line : translate(line)}</p>
            ))}
          </section>
        )}
      </div>
    </div>
  );
}
