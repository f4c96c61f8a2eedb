import { NAME_MAX_LENGTH } from '@diary/core';
import { saveNickname } from '@diary/store';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { useFocusOnMount } from '../../ui/focus-on-mount';
import { PageBar } from '../../ui/PageBar';
import './account.css';

/** /set-nicename: the nickname the greeting and the account row show; saved, it goes back. */
export default function Nickname() {
  const t = useT();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.session.user?.nicename ?? '');
  const [nickname, setNickname] = useState(current);
  const nicknameBox = useFocusOnMount<HTMLInputElement>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await dispatch(saveNickname(nickname))) webNavigation.back();
  };
  return (
    <div className="settings-page account-page">
      <PageBar title={t('settings.nickname')} />
      <form className="account-form" onSubmit={save}>
        <input
          className="field"
          aria-label={t('settings.nickname')}
          value={nickname}
          maxLength={NAME_MAX_LENGTH}
          placeholder={t('settings.nicknamePlaceholder')}
          onChange={(e) => setNickname(e.target.value)}
          ref={nicknameBox}
        />
        <button type="submit" className="button primary block" disabled={nickname.trim() === current}>
          {t('common.save')}
        </button>
      </form>
    </div>
  );
}
