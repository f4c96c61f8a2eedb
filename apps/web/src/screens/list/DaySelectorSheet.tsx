import { isDaySelectable } from '@diary/core';
import { selectDiaryDayBounds } from '@diary/store';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { Sheet } from '../../ui/Sheet';

// The calendar's code loads when a month's Write is first tapped, not with the list.
const DayCalendar = lazy(() => import('../../ui/DayCalendar'));

/**
 * "Select a day to write" (seed 1 §2): the archive month as a calendar; only days from the user's
 * birthday up to today can be chosen (seed 2 §2.11). No day is marked until one is chosen: a day marked at once
 * reads as already chosen.
 */
export function DaySelectorSheet({
  visible,
  year,
  month,
  onClose,
  onChoose,
}: {
  visible: boolean;
  year: number;
  month: number;
  onClose: () => void;
  onChoose: (day: Date) => void;
}) {
  const t = useT();
  const bounds = useAppSelector(selectDiaryDayBounds);
  const first = new Date(year, month - 1, 1);
  return (
    <Sheet title={t('editor.date.selectDay')} visible={visible} onClose={onClose}>
      <div className="day-selector">
        {/* The sheet draws its content only once opened, so the calendar's code is asked for then. */}
        <Suspense fallback={<div className="day-selector-placeholder" />}>
          <DayCalendar
            mode="single"
            // The one month, which the arrow keys do not leave either.
            month={first}
            startMonth={first}
            endMonth={first}
            hideNavigation
            disableNavigation
            disabled={(day) => !isDaySelectable(day, bounds)}
            onSelect={(day) => day && onChoose(day)}
            autoFocus
          />
        </Suspense>
      </div>
    </Sheet>
  );
}
