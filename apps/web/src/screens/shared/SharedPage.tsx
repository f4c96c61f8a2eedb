import { mediaUrls, routePath, toDiary, type DiaryRecord } from '@diary/core';
import { loadSharedDiary, loadSharedList, selectSharedPage, sharedPageKey, type SharedPage as Page } from '@diary/store';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { webToast } from '../../platform/feedback';
import { Gallery } from '../detail/Gallery';
import './shared.css';

/**
 * What a share link opens, for anyone, signed in or not (seed 2 §2.12): /shared/{diaryId} a diary,
 * /shared/{listType}/{listId} a list's diaries (a private one only as "Hidden content"), and
 * /shared/{listType}/{listId}/{diaryId} one diary of that list. An expired or withdrawn link says so.
 */
export default function SharedPage() {
  const { diaryId, listType, listId } = useParams();
  const dispatch = useAppDispatch();
  const key = listType && listId ? sharedPageKey(listType, listId) : sharedPageKey('diary', diaryId ?? '');
  const page = useAppSelector((s) => selectSharedPage(s, key));
  useEffect(() => {
    if (listType && listId) void dispatch(loadSharedList(listType, listId));
    else if (diaryId) void dispatch(loadSharedDiary(diaryId));
  }, [dispatch, listType, listId, diaryId]);
  useEffect(() => {
    const title = page.status === 'ready' ? pageTitle(page) : '';
    if (title) document.title = title;
  }, [page]);

  const list = listType && listId ? { listType, listId } : undefined;
  const shown = page.status === 'ready' && list && diaryId ? page.entries.find((e) => !e.hidden && e.diary.objectId === diaryId) : undefined;
  return (
    <main className="shared-page">
      <SharedState page={page} />
      {page.status === 'ready' &&
        (!list ? (
          <SharedDiary diary={(page.entries[0] as { diary: DiaryRecord }).diary} page={page} />
        ) : shown && !shown.hidden ? (
          <SharedDiary diary={shown.diary} page={page} back={`/shared/${encodeURIComponent(list.listType)}/${encodeURIComponent(list.listId)}`} />
        ) : (
          <SharedList page={page} base={`/shared/${encodeURIComponent(list.listType)}/${encodeURIComponent(list.listId)}`} />
        ))}
    </main>
  );
}

/** Loading, or why the link shows nothing, said plainly, with the way into the app. */
function SharedState({ page }: { page: Page }) {
  const t = useT();
  if (page.status === 'loading') return <div className="page-loading" aria-busy="true" />;
  if (page.status === 'ready') return null;
  const text = page.status === 'expired' ? t('errors.shareExpired') : page.status === 'missing' ? t('share.linkGone') : t('errors.generic');
  return (
    <section className="shared-gone">
      <p>{text}</p>
      <Link className="button primary" to={routePath('landing')}>
        {t('landing.getStarted')}
      </Link>
    </section>
  );
}

/** A shared list's title may be a text to translate (a weather); a diary's is its own words. */
const pageTitle = (page: Extract<Page, { status: 'ready' }>) => (typeof page.title === 'string' ? page.title : translate(page.title));

function SharedHeader({ page, title }: { page: Extract<Page, { status: 'ready' }>; title: string }) {
  const t = useT();
  return (
    <header className="shared-header">
      <h1>{title}</h1>
      {page.author && <p className="muted">{t('share.sharedBy', { name: page.author })}</p>}
    </header>
  );
}

function SharedList({ page, base }: { page: Extract<Page, { status: 'ready' }>; base: string }) {
  const t = useT();
  const language = useAppSelector((s) => s.app.preferences.language);
  return (
    <>
      <SharedHeader page={page} title={pageTitle(page)} />
      <p className="muted">{t('list.diaryCount', { count: page.count })}</p>
      <ul className="shared-list">
        {page.entries.map((entry) =>
          entry.hidden ? (
            <li key={entry.objectId}>
              <button type="button" className="shared-row hidden-row" onClick={() => webToast.show({ key: 'errors.sharingModeUnavailable' })}>
                {t('list.hiddenContent')}
              </button>
            </li>
          ) : (
            <li key={entry.diary.objectId}>
              <SharedRow diary={entry.diary} href={`${base}/${encodeURIComponent(entry.diary.objectId)}`} mediaBase={page.mediaBase} language={language} />
            </li>
          ),
        )}
      </ul>
    </>
  );
}

function SharedRow({
  diary: record,
  href,
  mediaBase,
  language,
}: {
  diary: DiaryRecord;
  href: string;
  mediaBase: string;
  language: Parameters<typeof toDiary>[1];
}) {
  const diary = toDiary(record, language);
  const cover = diary.gallery.find((f) => f.fileType !== 'video' && !f.notPassed);
  return (
    <Link className="shared-row" to={href}>
      <span className="shared-day">
        <strong>{diary.dayOfMonth}</strong>
        <small>{diary.dayOfWeek}</small>
      </span>
      <span className="shared-text">{diary.title || diary.content}</span>
      {cover && <img className="shared-cover" src={mediaUrls(mediaBase).file(cover, 'cover')} alt="" loading="lazy" />}
    </Link>
  );
}

function SharedDiary({ diary: record, page, back }: { diary: DiaryRecord; page: Extract<Page, { status: 'ready' }>; back?: string }) {
  const t = useT();
  const language = useAppSelector((s) => s.app.preferences.language);
  const diary = toDiary(record, language);
  return (
    <article className="shared-diary">
      {back && (
        <Link className="link" to={back}>
          ‹ {pageTitle(page)}
        </Link>
      )}
      <SharedHeader page={page} title={diary.title || diary.displayDate} />
      <p className="muted">
        {diary.displayDate} {diary.timeOfDay} {diary.status && `· ${diary.status.emoji ?? ''} ${diary.status.name}`}
      </p>
      {record.censorResultPassed === false ? (
        <p className="sensitive">{t('errors.sensitiveContent')}</p>
      ) : (
        <>
          <Gallery files={diary.gallery} mediaBase={page.mediaBase} />
          <p className="detail-content" dir="auto">
            {diary.content}
          </p>
        </>
      )}
      {diary.location.length > 0 && <p className="muted">📍 {diary.location.map((p) => p.name).join(' · ')}</p>}
      <p className="shared-foot">
        <Link to={routePath('landing')}>{t('landing.getStarted')}</Link>
      </p>
    </article>
  );
}
