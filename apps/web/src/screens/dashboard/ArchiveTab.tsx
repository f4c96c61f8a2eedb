import { archiveMonthCover, aveRgbColour, listPath, threeYearArchiveView } from '@diary/core';
import { monthSelected } from '@diary/store';
import { useEffect, useRef } from 'react';
import { useDark } from '../../app/Appearance';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { useMedia } from '../../ui/media';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The archive tab (seed 1 §9 "three-year archive view"): the previous, selected and next year, twelve
 * months each, with the month's count and cover. A month opens its list.
 */
export function ArchiveTab() {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const archives = useAppSelector((s) => s.items.archive);
  const { selectedYear, selectedMonth, tabResetSignal } = useAppSelector((s) => s.app);
  const language = useAppSelector((s) => s.app.preferences.language);
  const theme = useDark() ? 'dark' : 'light';
  const current = useRef<HTMLButtonElement>(null);
  const monthName = (month: number) => new Intl.DateTimeFormat(language, { month: 'short' }).format(new Date(2000, month - 1, 1));

  // Opening the tab, and tapping it again, shows the selected (current) month.
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'center' });
  }, [tabResetSignal, selectedYear]);

  if (!selectedYear) return null;
  return (
    <div className="archive-tab">
      {threeYearArchiveView(selectedYear, archives).map(({ year, months }) => (
        <section key={year} className="archive-year" aria-label={String(year)}>
          <h2>{year}</h2>
          <div className="month-grid">
            {months.map(({ month, archive, count }) => {
              const cover = archiveMonthCover(archive);
              const selected = year === selectedYear && month === selectedMonth;
              return (
                <button
                  key={month}
                  type="button"
                  ref={selected ? current : undefined}
                  className={`month-card${count ? ' has-diaries' : ''}${cover ? ' has-cover' : ''}${selected ? ' selected' : ''}`}
                  data-month={`${year}-${pad(month)}`}
                  onClick={() => {
                    dispatch(monthSelected({ year, month }));
                    webNavigation.navigate(listPath({ listType: 'archive', year, month }));
                  }}
                >
                  {/* The photo's average colour stands in while it loads. */}
                  {cover && (
                    <img
                      src={media.cover(cover.key, 'cover', cover.crop)}
                      alt=""
                      loading="lazy"
                      style={{ backgroundColor: aveRgbColour(cover.aveRgb, theme) }}
                    />
                  )}
                  <span className="month-name">{monthName(month)}</span>
                  <span className="month-count" aria-label={t('list.diaryCount', { count })}>
                    {count}
                  </span>
                </button>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
