import { useLayoutEffect, useRef } from 'react';
import { DayPicker, type DayButtonProps, type DayPickerProps } from 'react-day-picker';
import { ar, enUS, zhCN } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useAppSelector } from '../app/hooks';
import './day-calendar.css';

const DAY_PICKER_LOCALES = { zh: zhCN, en: enUS, ar };

/** A day's accessible name starts with the number it shows ("15, Friday, May 15, 1990"), so a spoken "click 15" finds it. */
const dayName = (code: string) => {
  const long = new Intl.DateTimeFormat(code, { dateStyle: 'full' });
  return (date: Date) => `${date.getDate()}, ${long.format(date)}`;
};

/**
 * react-day-picker's own day button takes the focus in an effect, after the paint: an Enter pressed in the same
 * frame as an arrow then reaches the day the focus is leaving, and the two days' effects take the focus from each
 * other for ever (the page locks). Taking it while the calendar is drawn leaves no such gap.
 */
function DayButton({ day: _day, modifiers, ...button }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...button} />;
}

/**
 * A month's days to choose one from, by mouse or keyboard (arrows, Enter), in the app's language and colours: the
 * editor's date chooser on wide layouts and a month's "Select a day to write".
 */
export function DayCalendar(props: DayPickerProps) {
  const language = useAppSelector((s) => s.app.preferences.language);
  const locale = DAY_PICKER_LOCALES[language];
  return (
    <div className="day-calendar">
      <DayPicker {...props} locale={locale} labels={{ labelDayButton: dayName(locale.code) }} components={{ DayButton }} />
    </div>
  );
}

export default DayCalendar;
