import { useLayoutEffect, useRef, useState } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import { ar, enUS, zhCN } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { NutLocale } from '../app/NutLocale';
import { useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { DatePicker } from './nut-editor';
import { Popup } from './Popup';
import { useOverlayFocus } from './overlay-focus';
import './date-chooser.css';

interface DateChooserProps {
  visible: boolean;
  /** A day, or a day and its time. */
  type: 'date' | 'datetime';
  title: string;
  /** The earliest and latest moment that may be chosen (seed: a birthday to today). */
  first: Date;
  last: Date;
  value: Date;
  onClose: () => void;
  onConfirm: (chosen: Date) => void;
}

const DAY_PICKER_LOCALES = { zh: zhCN, en: enUS, ar };
const pad = (n: number) => String(n).padStart(2, '0');
const timeText = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
/** A day's accessible name starts with the number it shows ("15, Friday, May 15, 1990"), so a spoken "click 15" finds it. */
const dayName = (code: string) => {
  const long = new Intl.DateTimeFormat(code, { dateStyle: 'full' });
  return (date: Date) => `${date.getDate()}, ${long.format(date)}`;
};
const within = (date: Date, first: Date, last: Date) => new Date(Math.min(Math.max(date.getTime(), first.getTime()), last.getTime()));

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
 * Choosing a date: the wheels on a phone, where a thumb spins them; on pad and desktop layouts a
 * calendar and a time field, which a mouse clicks and a keyboard walks (arrows, Enter, typed hours).
 */
export function DateChooser(props: DateChooserProps) {
  const phone = useAppSelector((s) => s.app.screenView === 'phone');
  return phone ? <DateWheels {...props} /> : <DateCalendar {...props} />;
}

function DateWheels({ visible, type, title, first, last, value, onClose, onConfirm }: DateChooserProps) {
  return (
    <NutLocale>
      <DatePicker
        visible={visible}
        type={type}
        title={title}
        startDate={first}
        endDate={last}
        defaultValue={value}
        onClose={onClose}
        onConfirm={(_options, values) => {
          const [y, m, d, h = 0, min = 0] = values.map(Number);
          onConfirm(new Date(y!, m! - 1, d!, h, min));
        }}
      />
    </NutLocale>
  );
}

function DateCalendar({ visible, type, title, first, last, value, onClose, onConfirm }: DateChooserProps) {
  const t = useT();
  const language = useAppSelector((s) => s.app.preferences.language);
  return (
    <Popup visible={visible} position="center" round onClose={onClose} destroyOnClose className="date-chooser-popup">
      <CalendarBody
        key={value.getTime()}
        type={type}
        title={title}
        first={first}
        last={last}
        value={value}
        locale={DAY_PICKER_LOCALES[language]}
        onClose={onClose}
        onConfirm={onConfirm}
        texts={{ cancel: t('common.cancel'), confirm: t('common.confirm'), time: t('editor.date.timePage') }}
      />
    </Popup>
  );
}

function CalendarBody({
  type,
  title,
  first,
  last,
  value,
  locale,
  texts,
  onClose,
  onConfirm,
}: Omit<DateChooserProps, 'visible'> & { locale: (typeof DAY_PICKER_LOCALES)['en']; texts: { cancel: string; confirm: string; time: string } }) {
  const [chosen, setChosen] = useState(() => within(value, first, last));
  const holdFocus = useOverlayFocus(true, onClose);
  const [month, setMonth] = useState(chosen);
  const choose = (date: Date) => setChosen(within(date, first, last));
  const pickDay = (day: Date | undefined) => {
    if (!day) return;
    choose(new Date(day.getFullYear(), day.getMonth(), day.getDate(), chosen.getHours(), chosen.getMinutes()));
  };
  const pickTime = (text: string) => {
    const [h, m] = text.split(':').map(Number);
    if (Number.isFinite(h) && Number.isFinite(m)) choose(new Date(chosen.getFullYear(), chosen.getMonth(), chosen.getDate(), h, m));
  };
  return (
    <div className="date-chooser overlay-focus" role="dialog" aria-label={title} tabIndex={-1} ref={holdFocus}>
      <h2 className="date-chooser-title">{title}</h2>
      <DayPicker
        mode="single"
        required
        selected={chosen}
        onSelect={pickDay}
        month={month}
        onMonthChange={setMonth}
        startMonth={first}
        endMonth={last}
        disabled={[{ before: first }, { after: last }]}
        captionLayout="dropdown"
        locale={locale}
        labels={{ labelDayButton: dayName(locale.code) }}
        components={{ DayButton }}
        autoFocus
      />
      {type === 'datetime' && (
        <label className="date-chooser-time">
          <span>{texts.time}</span>
          <input
            type="time"
            value={timeText(chosen)}
            {...(sameDay(chosen, first) ? { min: timeText(first) } : {})}
            {...(sameDay(chosen, last) ? { max: timeText(last) } : {})}
            onChange={(e) => pickTime(e.target.value)}
          />
        </label>
      )}
      <div className="date-chooser-actions">
        <button type="button" onClick={onClose}>
          {texts.cancel}
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => {
            onConfirm(chosen);
            onClose();
          }}
        >
          {texts.confirm}
        </button>
      </div>
    </div>
  );
}
