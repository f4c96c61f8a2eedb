import { openInsightsDay, type InsightsPixel, type InsightsScreen } from '@diary/store';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { translate, useT } from '../../i18n';

type Rows = NonNullable<InsightsScreen['pixels']>['rows'];

const cellClass = (pixel: InsightsPixel) =>
  ['pixel', pixel.mood ? `mood-${pixel.mood.colour}` : pixel.diaries > 0 ? 'written' : '', pixel.future ? 'future' : ''].filter(Boolean).join(' ');

/**
 * The year (twelve rows of days) or the month (weeks from Monday) in pixels, each day coloured by its mood.
 * A written day opens its diaries. The grid is one stop for Tab; the arrow keys move between days (as in a
 * calendar), so a year is not 365 stops.
 */
export function Pixels({ rows, title, month }: { rows: Rows; title: string; month: boolean }) {
  const dispatch = useAppDispatch();
  const grid = useRef<HTMLDivElement>(null);
  const firstWritten = rows.flatMap((row) => row.cells).find((cell) => cell.diaries > 0)?.day ?? rows[0]?.cells.find((c) => c.day)?.day ?? '';
  const [focused, setFocused] = useState(firstWritten);
  const current = rows.some((row) => row.cells.some((cell) => cell.day === focused)) ? focused : firstWritten;

  /** The day nearest a column of a row (a month's first week starts with blanks); none past the grid's edge. */
  const dayAt = (row: number, column: number): string | undefined => {
    const cells = rows[row]?.cells ?? [];
    const nearest = [...cells.slice(0, column + 1).reverse(), ...cells.slice(column + 1)];
    return nearest.find((cell) => cell.day)?.day;
  };
  const move = (event: KeyboardEvent, r: number, c: number) => {
    const cells = rows[r]!.cells;
    const target = {
      ArrowLeft: cells[c - 1]?.day,
      ArrowRight: cells[c + 1]?.day,
      ArrowUp: dayAt(r - 1, c),
      ArrowDown: dayAt(r + 1, c),
    }[event.key];
    if (event.key.startsWith('Arrow')) event.preventDefault();
    if (!target) return;
    setFocused(target);
    grid.current?.querySelector<HTMLElement>(`[data-day="${target}"]`)?.focus();
  };

  return (
    <div ref={grid} className={month ? 'pixels month' : 'pixels year'} role="group" aria-label={title}>
      {rows.map((row, r) => (
        <div key={r} className="pixel-row">
          {row.label && (
            <span className="pixel-label" aria-hidden="true">
              {row.label}
            </span>
          )}
          {row.cells.map((cell, c) =>
            cell.day ? (
              <button
                key={cell.day}
                type="button"
                data-day={cell.day}
                className={cellClass(cell)}
                tabIndex={cell.day === current ? 0 : -1}
                // A month's cell shows its day's number: its name starts with it, as a name must contain what is seen.
                aria-label={month ? `${Number(cell.day.slice(8))}, ${translate(cell.label)}` : translate(cell.label)}
                title={translate(cell.label)}
                aria-disabled={cell.diaries === 0 || undefined}
                onFocus={() => setFocused(cell.day)}
                onKeyDown={(event) => move(event, r, c)}
                onClick={() => void dispatch(openInsightsDay(cell))}
              >
                {month && <span aria-hidden="true">{Number(cell.day.slice(8))}</span>}
              </button>
            ) : (
              <span key={`blank-${c}`} className="pixel blank" aria-hidden="true" />
            ),
          )}
        </div>
      ))}
    </div>
  );
}

/** The moods of the period with their colours and counts: the pixels' key. */
export function MoodKey({ moods }: { moods: InsightsScreen['moods'] }) {
  const t = useT();
  return (
    <ul className="mood-key" aria-label={t('insights.moods')}>
      {moods.map((mood) => (
        <li key={mood.id}>
          <span className={`pixel mood-${mood.colour}`} aria-hidden="true" />
          <span>
            {mood.emoji} {mood.name}
          </span>
          <span className="muted">{mood.diaries}</span>
        </li>
      ))}
      <li>
        <span className="pixel written" aria-hidden="true" />
        <span>{translate({ key: 'insights.noMood' })}</span>
      </li>
    </ul>
  );
}
