import { LIST_ROW_HEIGHT, listIdOf, selectorOfRoute, type DiaryListSelector } from '@diary/core';
import {
  changeSort,
  forceReload,
  isListAtEnd,
  loadNextPage,
  openDiaryFromList,
  openList,
  openTargetEdit,
  rememberScroll,
  selectListPage,
  selectListRows,
  selectListTally,
  showListSheet,
  typeListKeyword,
  writeFromList,
  writeOnDay,
} from '@diary/store';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { PullToRefresh } from '../../ui/nut-list';
import { LIST_ICONS } from '../../ui/list-icons';
import { useMedia } from '../../ui/media';
import { NotFound } from '../NotFound';
import { DaySelectorSheet } from './DaySelectorSheet';
import { DiaryRow } from './DiaryRow';
import { ListOptions } from './ListOptions';
import './list.css';

export default function DiaryListPage() {
  const { listType, listId } = useParams();
  const selector = useMemo(() => selectorOfRoute(listType, listId), [listType, listId]);
  if (!selector) return <NotFound />;
  return <DiaryList key={listIdOf(selector)} selector={selector} />;
}

/**
 * A diary list (seed 1 §2 "List screen"): header with cover, summary and count, newer/older, a keyword
 * filter, day groups, the "new diary" banner, empty and end markers; rows are virtualized so a month
 * of thousands of diaries scrolls smoothly, and the next page of 20 loads as the end comes into view.
 */
function DiaryList({ selector }: { selector: DiaryListSelector }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const listId = listIdOf(selector);
  const list = useAppSelector((s) => s.lists.byId[listId]);
  const tally = useAppSelector((s) => selectListTally(s, listId));
  const page = useAppSelector((s) => selectListPage(s, selector));
  const { heading } = page;
  const ListIcon = LIST_ICONS[heading.listType];
  // Whether the summary shows in full is how this header is drawn, not what the list is.
  const [summaryOpen, setSummaryOpen] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void dispatch(openList(selector));
  }, [dispatch, selector]);

  const rows = useAppSelector((s) => selectListRows(s, listId));

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => rows[i]?.height ?? LIST_ROW_HEIGHT,
    overscan: 6,
    initialOffset: list?.scrollTop ?? 0,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;

  // The next page loads when the last rows come into view. Only scrolling or new rows ask again:
  // a page that failed is not asked for in a loop.
  const listNow = useRef(list);
  listNow.current = list;
  useEffect(() => {
    const current = listNow.current;
    if (lastShown >= rows.length - 5 && current?.load === 'loaded' && !isListAtEnd(current)) void dispatch(loadNextPage(listId));
  }, [lastShown, rows.length, listId, dispatch]);

  // Where the reader was is kept for the next visit.
  useEffect(() => {
    const element = scroller.current;
    return () => void dispatch(rememberScroll(listId, element?.scrollTop ?? 0));
  }, [dispatch, listId]);

  return (
    <div className="list-page">
      <header className="list-header">
        <div className={heading.cover ? 'list-cover with-picture' : 'list-cover'}>
          {heading.cover && <img className="list-cover-picture" src={media.cover(heading.cover.key, 'wideCover')} alt="" />}
          <button type="button" className="icon-button back" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
            <ChevronLeft className="points-with-line" aria-hidden="true" size={22} strokeWidth={2} />
          </button>
          {page.canEditOwner && 'id' in selector && (
            <button type="button" className="button edit-target" onClick={() => dispatch(openTargetEdit(selector.listType as never, selector.id))}>
              {t('common.edit')}
            </button>
          )}
        </div>
        <h1 className="list-headline">
          {heading.emoji ? (
            <span className="list-icon" aria-hidden="true">
              {heading.emoji}
            </span>
          ) : (
            <ListIcon className="list-icon" aria-hidden="true" size={22} strokeWidth={1.8} />
          )}{' '}
          {translate(heading.title)}
        </h1>
        {heading.summary && (
          // The whole summary is a button: a tap shows it all or clamps it back to two lines.
          <button
            type="button"
            className={summaryOpen ? 'list-summary' : 'list-summary clamped'}
            aria-expanded={summaryOpen}
            onClick={() => setSummaryOpen(!summaryOpen)}
          >
            {heading.summary}
          </button>
        )}
        <div className="list-tools">
          <span className="list-count">{tally.countLabel && translate(tally.countLabel)}</span>
          <button type="button" className="link sort-toggle" onClick={() => void dispatch(changeSort(listId, list?.sort === 'older' ? 'newer' : 'older'))}>
            {list?.sort === 'older' ? t('list.olderFirst') : t('list.newerFirst')}
          </button>
          <input
            className="field sub-keyword"
            type="search"
            aria-label={t('list.subKeywordPlaceholder')}
            placeholder={t('list.subKeywordPlaceholder')}
            value={page.keyword}
            onChange={(e) => void dispatch(typeListKeyword(selector, e.target.value))}
          />
        </div>
      </header>
      {list?.newDiaryBanner && (
        <div className="new-diary-banner" role="status">
          {t('list.newDiaryBanner')}
        </div>
      )}
      <div className="list-scroll" ref={scroller}>
        <PullToRefresh
          onRefresh={() => dispatch(forceReload(selector))}
          pullingText={t('pullToRefresh.pull')}
          canReleaseText={t('pullToRefresh.release')}
          refreshingText={t('pullToRefresh.loading')}
          completeText=""
        >
          <div className="virtual-rows" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index]!;
              return (
                <div
                  key={row.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="virtual-row"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {row.kind === 'month' ? (
                    <h2 className="month-label">{row.label}</h2>
                  ) : (
                    <DiaryRow
                      diary={row.diary}
                      firstOfDay={row.firstOfDay}
                      waiting={row.waiting}
                      onOpen={(id) => void dispatch(openDiaryFromList(listId, id))}
                    />
                  )}
                </div>
              );
            })}
          </div>
          {tally.note && <p className="empty">{translate(tally.note)}</p>}
          {tally.atEnd && <p className="list-end">{t('list.end')}</p>}
          {list?.load === 'loading' && rows.length === 0 && <DiaryRowSkeletons />}
          {list?.load === 'loading' && rows.length > 0 && <p className="muted center">{t('common.loading')}</p>}
          <div className="floating-clearance" aria-hidden="true" />
        </PullToRefresh>
      </div>
      <div className="floating-buttons">
        {page.options.length > 0 && (
          <button type="button" className="button more-options" onClick={() => dispatch(showListSheet(selector, 'options'))}>
            {t('common.more')}
          </button>
        )}
        <button type="button" className="button primary" onClick={() => void dispatch(writeFromList(selector))}>
          {t('common.write')}
        </button>
      </div>
      <ListOptions selector={selector} page={page} />
      {selector.listType === 'archive' && (
        <DaySelectorSheet
          visible={page.sheet === 'day'}
          year={selector.year}
          month={selector.month}
          onClose={() => dispatch(showListSheet(selector, null))}
          onChoose={(day) => void dispatch(writeOnDay(selector, day))}
        />
      )}
    </div>
  );
}

/** Rows shaped like diary rows while a list's first page loads: no blank screen, and nothing jumps when it comes. */
function DiaryRowSkeletons() {
  return (
    <div className="row-skeletons" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="diary-row skeleton">
          <span className="row-day">
            <span className="skeleton-line" />
          </span>
          <span className="row-body">
            <span className="skeleton-line short" />
            <span className="skeleton-line" />
            <span className="skeleton-line" />
          </span>
          <span className="row-cover skeleton-block" />
        </div>
      ))}
    </div>
  );
}
