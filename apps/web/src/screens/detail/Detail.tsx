import { COLLAPSED_LINES, listPath } from '@diary/core';
import { chooseDetailOption, openDiaryDetail, selectDiaryDetail, showDetailSheet, type DiaryOption } from '@diary/store';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { webToast } from '../../platform/feedback';
import { ActionSheet } from '../../ui/nut-editor';
import { NotFound } from '../NotFound';
import { ShareSheet } from '../share/ShareSheet';
import { Gallery } from './Gallery';

/**
 * The diary detail (seed 1 §2 "Diary detail"): status, time, places, date, the gallery, the content
 * (a long one collapsed, with "more"), the weather saved, #stories and @people that open their lists, Watermark and the options.
 */
export default function Detail() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { diaryId = '' } = useParams();
  const detail = useAppSelector((s) => selectDiaryDetail(s, diaryId));
  // Whether the text shows in full is how this page is drawn, not what the diary is.
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    void dispatch(openDiaryDetail(diaryId));
  }, [diaryId, dispatch]);

  if (detail.state === 'gone') return <NotFound />;
  if (detail.state === 'offline') return <p className="empty">{t('detail.offline')}</p>;
  if (detail.state !== 'ready') return <div className="page-loading" aria-busy="true" />;
  const { diary, collapsible } = detail;
  const sheetOptions = detail.options.map(({ key, label, danger }) => ({ name: t(label), key, danger }));
  const choose = (key: DiaryOption) => void dispatch(chooseDetailOption(diary.id, key));

  return (
    <article className="detail-page">
      <header className="detail-bar">
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
          ‹
        </button>
        <div className="detail-status">
          {diary.status && (
            <span>
              {diary.status.emoji} {diary.status.name || t('list.unknownStatus')}
            </span>
          )}
          <time dateTime={diary.datetimeISO}>{diary.timeOfDay}</time>
          {detail.weather && (
            <span className="detail-weather" title={t('detail.weather', { name: t(detail.weather.name) })}>
              <span aria-hidden="true">{detail.weather.icon}</span> {t(detail.weather.name)}
            </span>
          )}
          {diary.favorite && <span aria-label={t('editor.favorite')}>★</span>}
        </div>
      </header>
      {diary.location.map((place) => (
        <button
          key={place.id}
          type="button"
          className="link place-link"
          onClick={() => webNavigation.navigate(listPath({ listType: 'location', id: place.id }))}
        >
          📍 {place.name}
        </button>
      ))}
      <p className="display-date">{diary.displayDate}</p>
      {diary.censorResultPassed ? (
        <>
          <Gallery files={diary.gallery} />
          {diary.title && <h1 className="detail-title">{diary.title}</h1>}
          <p
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
        {diary.people.map((person) => (
          <button key={person.id} type="button" className="link" onClick={() => webNavigation.navigate(listPath({ listType: 'people', id: person.id }))}>
            @{person.name}
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
      <ActionSheet
        visible={detail.sheet === 'options'}
        title={t('diaryOptions.title')}
        options={sheetOptions}
        optionKey={{ name: 'name' }}
        cancelText={t('common.cancel')}
        onSelect={(item) => choose(item.key as DiaryOption)}
        onCancel={() => dispatch(showDetailSheet(null))}
      />
      {detail.sheet === 'share' && <ShareSheet kind="diary" id={diary.id} onClose={() => dispatch(showDetailSheet(null))} />}
    </article>
  );
}
