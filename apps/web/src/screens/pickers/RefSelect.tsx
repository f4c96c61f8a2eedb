import { loadCollectionsWhenEmpty, NEW_DIARY_ROUTE_ID, openEditor, type RefKind } from '@diary/store';
import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import './pickers.css';

// The tabs themselves, in select mode: their search, groups, index bar and topic pages are the store's, drawn once.
const PeopleTab = lazy(() => import('../dashboard/PeopleTab'));
const StoriesTab = lazy(() => import('../dashboard/StoriesTab'));

const TITLES = { people: 'people.selectTitle', tag: 'stories.selectTitle' } as const;
/** What each list needs loaded: stories page by their topics. */
const COLLECTIONS = { people: ['people'], tag: ['tag', 'topic'] } as const;

/**
 * /edit/toolbar/people/select and /edit/toolbar/tag/select: the People and Stories lists in select
 * mode, the editor's "@" and "#" pickers as screens. A tap checks or unchecks a row in the diary being
 * written; Done (or back) returns to the editor.
 */
export default function RefSelect({ kind }: { kind: RefKind }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const start = useAppSelector((s) => s.app.start);
  const hasDraft = useAppSelector((s) => Boolean(s.editor.draft));

  // Opened directly, there may be no draft yet: the new diary's (restored from the device if kept).
  useEffect(() => {
    if (start === 'ready' && !hasDraft) void dispatch(openEditor(NEW_DIARY_ROUTE_ID));
  }, [start, hasDraft, dispatch]);
  useEffect(() => {
    void dispatch(loadCollectionsWhenEmpty([...COLLECTIONS[kind]]));
  }, [kind, dispatch]);

  return (
    <div className="ref-select-page">
      <header className="page-bar">
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
          ‹
        </button>
        <h1>{t(TITLES[kind])}</h1>
        <button type="button" className="button primary" onClick={() => webNavigation.back()}>
          {t('common.done')}
        </button>
      </header>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>{kind === 'people' ? <PeopleTab mode="select" /> : <StoriesTab mode="select" />}</Suspense>
    </div>
  );
}
