import { closeRefPicker, openRefPicker, selectRefPickerPage, type RefKind } from '@diary/store';
import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import './pickers.css';

// The tabs themselves, in select mode: their search, groups, index bar and topic pages are the store's, drawn once.
const PeopleTab = lazy(() => import('../dashboard/PeopleTab'));
const StoriesTab = lazy(() => import('../dashboard/StoriesTab'));

/**
 * /edit/toolbar/people/select and /edit/toolbar/tag/select: the People and Stories lists in select
 * mode, the editor's "@" and "#" pickers as screens. A tap checks or unchecks a row in the diary being
 * written; Done (or back) returns to the editor.
 */
export default function RefSelect({ kind }: { kind: RefKind }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const page = useAppSelector((s) => selectRefPickerPage(s, kind));

  // Opened directly, there may be no draft yet: the store opens the new diary's (again once the app has started).
  useEffect(() => {
    void dispatch(openRefPicker(kind));
  }, [kind, page.openWhenReady, dispatch]);

  return (
    <div className="ref-select-page">
      <header className="page-bar">
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
          ‹
        </button>
        <h1>{t(page.title)}</h1>
        <button type="button" className="button primary" onClick={() => dispatch(closeRefPicker())}>
          {t('common.done')}
        </button>
      </header>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        {kind === 'people' ? <PeopleTab mode="select" /> : <StoriesTab mode="select" />}
      </Suspense>
    </div>
  );
}
