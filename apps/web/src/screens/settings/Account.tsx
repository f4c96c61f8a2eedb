import { decodeDate, encodeDate, maskPhone, NAME_MAX_LENGTH, datePickerBounds } from '@diary/core';
import { updateProfile } from '@diary/store';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { NutLocale } from '../../app/NutLocale';
import { DatePicker } from '../../ui/nut-editor';

/** The account page (seed 2 §2.6): nickname, phone, birth date. */
export default function Account() {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const language = useAppSelector((s) => s.app.preferences.language);
  const [nickname, setNickname] = useState(user?.nicename ?? '');
  const [picking, setPicking] = useState(false);
  const birth = user?.dateOfBirth ? decodeDate(user.dateOfBirth) : undefined;
  const bounds = datePickerBounds('birthday', new Date());
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (nickname.trim()) void dispatch(updateProfile({ nicename: nickname.trim() }));
  };
  return (
    <div className="settings-page">
      <header className="page-bar">
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
          ‹
        </button>
        <h1>{t('settings.account')}</h1>
      </header>
      <form className="menu-form" onSubmit={save}>
        <label>
          {t('settings.nickname')}
          <input className="field" value={nickname} maxLength={NAME_MAX_LENGTH} placeholder={t('settings.nicknamePlaceholder')} onChange={(e) => setNickname(e.target.value)} />
        </label>
        <button type="submit" className="button primary">{t('common.save')}</button>
      </form>
      <ul className="menu">
        <li className="menu-row">
          <span>{t('settings.phone')}</span>
          <span className="row-value">{user?.mobilePhoneNumber ? maskPhone(user.mobilePhoneNumber) : ''}</span>
        </li>
        <li>
          <button type="button" onClick={() => setPicking(true)}>
            <span>{t('settings.birthDate')}</span>
            <span className="row-value">{birth ? new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(birth) : t('common.emptyNotSet')}</span>
          </button>
        </li>
      </ul>
      <NutLocale>
      <DatePicker
        visible={picking}
        type="date"
        title={t('settings.birthDate')}
        startDate={bounds.first}
        endDate={bounds.last}
        defaultValue={birth ?? new Date(new Date().getFullYear() - 20, 0, 1)}
        onClose={() => setPicking(false)}
        onConfirm={(_options, values) => {
          const [y, m, d] = values.map(Number);
          void dispatch(updateProfile({ dateOfBirth: encodeDate(new Date(y!, m! - 1, d!)) }));
        }}
      />
      </NutLocale>
    </div>
  );
}
