import { pickerTimeText } from '@diary/core';
import { useState } from 'react';
import { NutLocale } from '../app/NutLocale';
import { useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { DayCalendar } from './DayCalendar';
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

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
const within = (date: Date, first: Date, last: Date) => new Date(Math.min(Math.max(date.getTime(), first.getTime()), last.getTime()));

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
  return (
    <Popup visible={visible} position="center" round onClose={onClose} destroyOnClose className="date-chooser-popup">
      <CalendarBody
        key={value.getTime()}
        type={type}
        title={title}
        first={first}
        last={last}
        value={value}
        onClose={onClose}
        onConfirm={onConfirm}
        texts={{
          cancel: t('common.cancel'),
          confirm: t('common.confirm'),
          time: t('editor.date.timePage'),
          notAfter: (time) => t('editor.date.notAfter', { time }),
        }}
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
  texts,
  onClose,
  onConfirm,
}: Omit<DateChooserProps, 'visible'> & { texts: { cancel: string; confirm: string; time: string; notAfter: (time: string) => string } }) {
  const [chosen, setChosen] = useState(() => within(value, first, last));
  const holdFocus = useOverlayFocus(true, onClose);
  const [month, setMonth] = useState(chosen);
  // A day or time past the last moment (later than now today) becomes it, and the chooser says why.
  const [heldBack, setHeldBack] = useState(false);
  const choose = (date: Date) => {
    setHeldBack(date > last);
    setChosen(within(date, first, last));
  };
  const pickDay = (day: Date | undefined) => {
    if (!day) return;
    choose(new Date(day.getFullYear(), day.getMonth(), day.getDate(), chosen.getHours(), chosen.getMinutes()));
  };
  const pickTime = (text: string) => {
    const [h, m] = text.split(':').map(Number);
    if (!Number.isFinite(h) || !Number.isFinite(m)) return;
    choose(new Date(chosen.getFullYear(), chosen.getMonth(), chosen.getDate(), h, m));
  };
  return (
    <div className="date-chooser overlay-focus" role="dialog" aria-label={title} tabIndex={-1} ref={holdFocus}>
      <h2 className="date-chooser-title">{title}</h2>
      <DayCalendar
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
        autoFocus
      />
      {type === 'datetime' && (
        <label className="date-chooser-time">
          <span>{texts.time}</span>
          <input
            type="time"
            value={pickerTimeText(chosen)}
            {...(sameDay(chosen, first) ? { min: pickerTimeText(first) } : {})}
            {...(sameDay(chosen, last) ? { max: pickerTimeText(last) } : {})}
            onChange={(e) => pickTime(e.target.value)}
          />
        </label>
      )}
      <p className="date-chooser-note" role="status">
        {type === 'datetime' && heldBack ? texts.notAfter(pickerTimeText(last)) : ''}
      </p>
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
