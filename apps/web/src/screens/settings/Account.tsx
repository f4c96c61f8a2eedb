import { displayDay, routePath } from '@diary/core';
import {
  AVATAR_PHOTOS,
  changeBirthday,
  downloadArchive,
  exportAllDiaries,
  selectAccountScreen,
  selectUserAvatar,
  selectWechatAvailable,
  selectWechatRowAction,
} from '@diary/store';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { webToast } from '../../platform/feedback';
import { DateChooser } from '../../ui/DateChooser';
import '../account/account.css';
import { WechatBindSheet } from '../qrcode/WechatBindSheet';

/**
 * The account page (seed 2 §2.6): avatar, nickname, phone (set or change), WeChat when the server has it,
 * birth date, export, a backup to download, import, and deleting the account at the bottom. Each row
 * opens its own page, except birth date (a picker) and the exports (they run at once).
 */
export default function Account() {
  const t = useT();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectAccountScreen);
  const language = useAppSelector((s) => s.app.preferences.language);
  const wechat = useAppSelector(selectWechatAvailable);
  const wechatBound = useAppSelector((s) => s.session.wechatBindStatus === 1);
  const [picking, setPicking] = useState(false);
  const wechatRow = useAppSelector(selectWechatRowAction);
  const [binding, setBinding] = useState(false);
  const avatar = useAppSelector(selectUserAvatar);
  return (
    <div className="settings-page">
      <header className="page-bar">
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => webNavigation.back()}>
          ‹
        </button>
        <h1>{t('settings.account')}</h1>
      </header>
      <ul className="menu account-menu">
        <li>
          {/* The avatar is picked from the user's own diary photos and cut round. */}
          <button type="button" onClick={() => webNavigation.navigate(routePath('photos', { listType: AVATAR_PHOTOS, listAction: 'crop' }))}>
            <span>{t('listOptions.changeAvatar')}</span>
            <span className="avatar account-avatar" aria-hidden="true">
              {avatar.url ? <img src={avatar.url} alt="" /> : avatar.initial}
            </span>
          </button>
        </li>
        <li>
          <button type="button" onClick={() => webNavigation.navigate(routePath('nickname'))}>
            <span>{t('settings.nickname')}</span>
            <span className="row-value" dir="auto">
              {account.nickname ?? t('common.emptyNotSet')}
            </span>
          </button>
        </li>
        <li>
          <button type="button" onClick={() => webNavigation.navigate(account.phoneTarget)}>
            <span>{t('settings.phone')}</span>
            {/* A number reads left to right in every language, Arabic's too. */}
            <span className="row-value" dir={account.phone ? 'ltr' : undefined}>
              {account.phone ?? t('settings.setPhone')}
            </span>
          </button>
        </li>
        {/* A bound account can unbind; an unbound one binds by scanning WeChat's QR code, where the server and the screen allow it. */}
        {wechat && (
          <li>
            <button
              type="button"
              disabled={wechatRow === 'none'}
              onClick={() => {
                if (wechatRow === 'unbind') webNavigation.navigate(routePath('wechatUnbind'));
                else if (wechatRow === 'scan') setBinding(true);
                else webToast.show({ key: 'wechatQr.bindOnComputer' });
              }}
            >
              <span>{t('settings.wechat')}</span>
              <span className="row-value">{t(wechatBound ? 'settings.wechatBound' : 'settings.wechatNotBound')}</span>
            </button>
          </li>
        )}
        <li>
          <button type="button" onClick={() => setPicking(true)}>
            <span>{t('settings.birthDate')}</span>
            <span className="row-value">{account.birthday.date ? displayDay(account.birthday.date, language).date : t('common.emptyNotSet')}</span>
          </button>
        </li>
        <li>
          <button type="button" onClick={() => void dispatch(exportAllDiaries())}>
            <span>
              {t('settings.export')}
              <span className="row-note">{translate(account.exportNote)}</span>
            </span>
          </button>
        </li>
        <li>
          <button type="button" onClick={() => void dispatch(downloadArchive())}>
            <span>
              {t('settings.exportArchive')}
              <span className="row-note">{t('settings.exportArchiveTip')}</span>
            </span>
          </button>
        </li>
        <li>
          <button type="button" onClick={() => void dispatch(downloadArchive('dayone'))}>
            <span>
              {t('settings.exportDayOne')}
              <span className="row-note">{t('settings.exportDayOneTip')}</span>
            </span>
          </button>
        </li>
        <li>
          <button type="button" onClick={() => webNavigation.navigate(routePath('importData'))}>
            <span>
              {t('settings.importData')}
              <span className="row-note">{t('settings.importDataTip')}</span>
            </span>
          </button>
        </li>
      </ul>
      <ul className="menu account-menu">
        <li>
          <button type="button" className="danger" onClick={() => webNavigation.navigate(routePath('deleteAccount'))}>
            {t('settings.deleteAccount')}
          </button>
        </li>
      </ul>
      <WechatBindSheet visible={binding} onClose={() => setBinding(false)} />
      <DateChooser
        visible={picking}
        type="date"
        title={t('settings.birthDate')}
        first={account.birthday.first}
        last={account.birthday.last}
        value={account.birthday.start}
        onClose={() => setPicking(false)}
        onConfirm={(date) => void dispatch(changeBirthday(date))}
      />
    </div>
  );
}
