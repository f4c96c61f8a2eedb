import { COLLAPSED_LINES, listPath } from '@diary/core';
import { chooseDetailOption, openDiaryDetail, selectDiaryDetail, showDetailSheet, type DiaryFact, type DiaryOption, type RelatedRow } from '@diary/store';
import { AtSign, MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { webToast } from '../../platform/feedback';
import { FavoriteMark } from '../../ui/FavoriteMark';
import { NotFound } from '../NotFound';
import { Gallery } from './Gallery';

/** Sharing is a tap away, not part of reading: its code (the link, the poster) loads when the sheet opens. */
const ShareSheet = lazy(() => import('../share/ShareSheet').then((module) => ({ default: module.ShareSheet })));
/**
 * So are the options: their sheet's code (NutUI's popup and its styles, seven files) loads when More is first tapped,
 * not while a diary opened from a link waits for its answer and its photo (docs/benchmarks.md, "The opening diary's
 * first photo asked for with its answer").
 */
const OptionsSheet = lazy(() => import('../../ui/OptionsSheet').then((module) => ({ default: module.OptionsSheet<DiaryOption> })));

/**
 * The diary detail (seed 1 §2 "Diary detail"), read as a page of a diary (the store's model): the date as its headline
 * with the weekday and time, one line of places, weather and people, the gallery, the title and the whole text (a very
 * long one collapsed, with "more"), #stories that open their lists, Watermark and the options; the mood and the favorite
 * in the bar.
 */
export default function Detail() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { diaryId = '' } = useParams();
  const detail = useAppSelector((s) => selectDiaryDetail(s, diaryId));
  // Whether the text shows in full is how this page is drawn, not what the diary is.
  const [expanded, setExpanded] = useState(false);
  // The options' sheet stays drawn once opened, so that it closes as it opened (sliding down, the focus given back).
  const optionsOpened = useRef(false);

  useEffect(() => {
    void dispatch(openDiaryDetail(diaryId));
  }, [diaryId, dispatch]);

  if (detail.state === 'gone') return <NotFound />;
  if (detail.state === 'offline') return <p className="empty">{t('detail.offline')}</p>;
  if (detail.state !== 'ready') return <div className="page-loading" aria-busy="true" />;
  const { diary, collapsible } = detail;
  const sheetOptions = detail.options.map(({ key, label, danger }) => ({ name: t(label), key, danger }));
  const choose = (key: DiaryOption) => void dispatch(chooseDetailOption(diary.id, key));
  if (detail.sheet === 'options') optionsOpened.current = true;

  return (
    <article className="detail-page">
      <header className="detail-bar">
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
          ‹
        </button>
        <div className="detail-status">
          {diary.status && (
            <span className="detail-mood">
              {diary.status.emoji} {diary.status.name || t('list.unknownStatus')}
            </span>
          )}
          {diary.favorite && <FavoriteMark label={t('editor.favorite')} size={18} />}
        </div>
      </header>
      <div className="detail-head">
        <h1 className="detail-date">
          <time dateTime={diary.datetimeISO}>{detail.dateline.date}</time>
        </h1>
        <p className="detail-when">{detail.dateline.weekdayTime}</p>
      </div>
      <DiaryFacts facts={detail.facts} />
      {diary.censorResultPassed ? (
        <>
          <Gallery files={diary.gallery} />
          {diary.title && (
            <h2 className="detail-title" dir="auto">
              {diary.title}
            </h2>
          )}
          <p
            dir="auto"
            className={collapsible && !expanded ? 'detail-content collapsed' : 'detail-content'}
            style={collapsible && !expanded ? { WebkitLineClamp: COLLAPSED_LINES } : undefined}
          >
            {diary.content}
          </p>
          {collapsible && (
            <button type="button" className="link" onClick={() => setExpanded(!expanded)}>
              {expanded ? t('widgets.showLess') : t('common.more')}
            </button>
          )}
        </>
      ) : (
        <p className="sensitive">{t('errors.sensitiveContent')}</p>
      )}
      <p className="detail-refs">
        {diary.tag.map((tag) => (
          <button key={tag.id} type="button" className="link" onClick={() => webNavigation.navigate(listPath({ listType: 'tag', id: tag.id }))}>
            #{tag.name}
          </button>
        ))}
      </p>
      <footer className="detail-actions">
        <button type="button" className="button" onClick={() => webToast.show({ key: 'common.comingSoon' })}>
          {t('detail.watermark')}
        </button>
        <button type="button" className="button" onClick={() => dispatch(showDetailSheet('options'))}>
          {t('detail.more')}
        </button>
      </footer>
      <RelatedDays rows={detail.related} />
      {optionsOpened.current && (
        <Suspense fallback={null}>
          <OptionsSheet
            visible={detail.sheet === 'options'}
            title={t('diaryOptions.title')}
            options={sheetOptions}
            onChoose={choose}
            onClose={() => dispatch(showDetailSheet(null))}
          />
        </Suspense>
      )}
      {detail.sheet === 'share' && (
        <Suspense fallback={null}>
          <ShareSheet kind="diary" id={diary.id} onClose={() => dispatch(showDetailSheet(null))} />
        </Suspense>
      )}
    </article>
  );
}

/** Diaries sharing this one's stories, people or places, the most alike first: each row opens its diary. */
function RelatedDays({ rows }: { rows: RelatedRow[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <section className="detail-related" aria-labelledby="detail-related-title">
      <h2 id="detail-related-title">{t('detail.related')}</h2>
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <button type="button" className="related-day" onClick={() => webNavigation.navigate(row.path)}>
              <span className="related-date">{row.date}</span>
              {row.title && <strong className="related-title">{row.title}</strong>}
              <span className="related-text">{translate(row.text)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The line under the date: places and people open their lists; the weather only shows. */
function DiaryFacts({ facts }: { facts: DiaryFact[] }) {
  const t = useT();
  if (facts.length === 0) return null;
  return (
    <p className="detail-facts">
      {facts.map((fact) =>
        fact.kind === 'weather' ? (
          <span key="weather" className="detail-weather" title={t('detail.weather', { name: t(fact.name) })}>
            <span aria-hidden="true">{fact.icon}</span> {t(fact.name)}
          </span>
        ) : (
          <button key={`${fact.kind}/${fact.id}`} type="button" className={`link ${fact.kind}-link`} onClick={() => webNavigation.navigate(fact.path)}>
            {fact.kind === 'place' ? <MapPin aria-hidden="true" size={15} strokeWidth={1.8} /> : <AtSign aria-hidden="true" size={15} strokeWidth={1.8} />}
            {fact.name}
          </button>
        ),
      )}
    </p>
  );
}
