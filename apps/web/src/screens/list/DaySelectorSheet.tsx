import { isDaySelectable } from '@diary/core';
import { selectDiaryDayBounds } from '@diary/store';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { Sheet } from '../../ui/Sheet';
import { CalendarCard } from '../../ui/nut-list';

/**
 * "Select a day to write" (seed 1 §2): the archive month as a calendar; only days from the user's
 * birthday up to today can be chosen (seed 2 §2.11).
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
  const last = new Date(year, month, 0);
  return (
    <Sheet title={t('editor.date.selectDay')} visible={visible} onClose={onClose}>
      <div className="day-selector">
        <CalendarCard
          type="single"
          startDate={first}
          endDate={last}
          defaultValue={first}
          disableDay={(day) => !isDaySelectable(new Date(day.year, day.month - 1, day.date), bounds)}
          onChange={(value) => {
            if (value instanceof Date) onChoose(value);
          }}
        />
      </div>
    </Sheet>
  );
}
