import { chooseArchiveMonth, selectArchiveTab } from '@diary/store';
import { Fragment, useEffect, useRef, type RefObject } from 'react';
import { useDark } from '../../app/Appearance';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { useMedia } from '../../ui/media';

/**
 * The archive tab (seed 1 §9 "three-year archive view"), as its model says (archive/archive-tab): the
 * previous, selected and next year, twelve months each, with the month's count and cover. A month opens
 * its list beside it; a month still to come is shown faded, not chosen. Empty months stay quiet so the
 * written ones stand out, and a person who has written nothing yet is asked for a first entry.
 */
export function ArchiveTab() {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const archive = useAppSelector(selectArchiveTab);
  const tabResetSignal = useAppSelector((s) => s.app.tabResetSignal);
  const theme = useDark() ? 'dark' : 'light';
  const current = useRef<HTMLButtonElement>(null);
  const prompt = useRef<HTMLElement>(null);

  // Opening the tab, and tapping it again, shows the selected (current) month; a new person sees the first-entry
  // prompt at the top, this year's months under it.
  useEffect(() => {
    if (archive.firstEntry) prompt.current?.scrollIntoView({ block: 'start' });
    else current.current?.scrollIntoView({ block: 'center' });
  }, [tabResetSignal, archive.year, archive.firstEntry]);

  return (
    <div className="archive-tab">
      {archive.years.map(({ year, total, months }) => (
        <Fragment key={year}>
          {archive.firstEntry && year === archive.year && <FirstEntryPrompt anchor={prompt} />}
          <section className="archive-year" aria-label={String(year)}>
            <h2>
              {year}
              {total > 0 && <span className="year-total">{t('archive.yearTotal', { count: total })}</span>}
            </h2>
            <div className="month-grid">
              {months.map((card) => (
                <button
                  key={card.key}
                  type="button"
                  ref={card.selected ? current : undefined}
                  className={`month-card${card.count ? ' has-diaries' : ''}${card.cover ? ' has-cover' : ''}${card.selected ? ' selected' : ''}${card.future ? ' future' : ''}`}
                  data-month={card.key}
                  disabled={card.future}
                  onClick={() => dispatch(chooseArchiveMonth(card.year, card.month, { openList: true }))}
                >
                  {/* The photo's average colour stands in while it loads. */}
                  {card.cover && (
                    <img
                      src={media.cover(card.cover.key, 'cover', card.cover.crop)}
                      alt=""
                      loading="lazy"
                      style={{ backgroundColor: card.cover.colour[theme] }}
                    />
                  )}
                  <span className="month-name">{card.name}</span>
                  <span className="month-count" aria-label={t('list.diaryCount', { count: card.count })}>
                    {card.count}
                  </span>
                </button>
              ))}
            </div>
          </section>
        </Fragment>
      ))}
    </div>
  );
}

/** A person who has written nothing yet: one calm card and the one thing to do, just above this year's months. */
function FirstEntryPrompt({ anchor }: { anchor: RefObject<HTMLElement> }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <section ref={anchor} className="first-entry" aria-labelledby="first-entry-title">
      <h2 id="first-entry-title">{t('archive.firstTitle')}</h2>
      <p>{t('archive.firstText')}</p>
      <button
        type="button"
        className="button primary"
        onClick={() => void import('../../app/editor-actions').then(({ writeInArchiveMonth }) => dispatch(writeInArchiveMonth()))}
      >
        {t('archive.firstWrite')}
      </button>
    </section>
  );
}
