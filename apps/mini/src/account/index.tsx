import { Button, Picker, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { type Crop, pickerDayText, routePath } from '@diary/core';
import {
  AVATAR_PHOTOS,
  bindWechatByCode,
  changeBirthday,
  coverPhotosPath,
  exportAllDiaries,
  removeUserListCover,
  selectAccountScreen,
  selectUserAvatar,
  selectWechatAvailable,
  uploadAvatar,
  USER_COVERS,
} from '@diary/store';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { translate, useT } from '../i18n';
import { miniNavigation } from '../platform/navigation';
import { useMedia } from '../ui/media';
import { Picture } from '../ui/Picture';
import { Screen } from '../ui/Screen';
import { exportedFileNote } from './exported-file';

/**
 * The account page (seed 2 §2.6): avatar (from the diaries' photos, cropped, or WeChat's own), nickname,
 * phone, WeChat, birth date, the favorite and all diaries' covers, export, and deleting the account.
 */
export default function AccountPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const wechat = useAppSelector(selectWechatAvailable);
  const wechatBound = useAppSelector((s) => s.session.wechatBindStatus === 1);
  const inWechat = process.env.TARO_ENV === 'weapp';
  const avatar = useAppSelector(selectUserAvatar);
  const account = useAppSelector(selectAccountScreen);
  const go = (path: string) => () => miniNavigation.navigate(path);

  const wechatRow = async () => {
    if (wechatBound) return go(routePath('wechatUnbind'))();
    if (!inWechat) return void Taro.showToast({ title: t('settings.wechatBindInWechat'), icon: 'none' });
    // WeChat's sign-in can fail (no network): then nothing is bound, and its own message is enough.
    const login = await Taro.login().catch(() => null);
    if (login?.code) await dispatch(bindWechatByCode(login.code));
  };
  const exportAll = async () => {
    if (await dispatch(exportAllDiaries())) await exportedFileNote(t);
  };

  return (
    <Screen className="account-page">
      <View className="cell avatar-cell" onClick={go(routePath('photos', { listType: AVATAR_PHOTOS, listAction: 'crop' }))}>
        <Text>{t('settings.avatar')}</Text>
        <View className="account-avatar">
          {avatar.url ? <Picture className="account-avatar-image" src={avatar.url} mode="aspectFill" /> : <Text>{avatar.initial}</Text>}
        </View>
      </View>
      {inWechat && (
        <Button
          className="button wechat-avatar"
          openType="chooseAvatar"
          onChooseAvatar={(e) => void dispatch(uploadAvatar(e.detail.avatarUrl, e.detail.avatarUrl.split('/').pop() ?? 'avatar.jpg'))}
        >
          {t('settings.wechatAvatar')}
        </Button>
      )}
      <View className="cell nickname-cell" onClick={go(routePath('nickname'))}>
        <Text>{t('settings.nickname')}</Text>
        <Text className="row-value">{account.nickname ?? t('common.emptyNotSet')} ›</Text>
      </View>
      <View className="cell phone-cell" onClick={go(account.phoneTarget)}>
        <Text>{t('settings.phone')}</Text>
        <Text className="row-value">{account.phone ? <Text className="phone-number">{account.phone}</Text> : t('settings.setPhone')} ›</Text>
      </View>
      {wechat && (
        <View className="cell wechat-cell" onClick={() => void wechatRow()}>
          <Text>{t('settings.wechat')}</Text>
          <Text className="row-value">{t(wechatBound ? 'settings.wechatBound' : 'settings.wechatNotBound')} ›</Text>
        </View>
      )}
      <Picker
        className="birth-picker"
        mode="date"
        value={pickerDayText(account.birthday.start)}
        start={pickerDayText(account.birthday.first)}
        end={pickerDayText(account.birthday.last)}
        onChange={(e) => void dispatch(changeBirthday(e.detail.value))}
      >
        <View className="cell birth-cell">
          <Text>{t('settings.birthDate')}</Text>
          <Text className="row-value">{account.birthday.text ?? t('common.emptyNotSet')}</Text>
        </View>
      </Picker>
      {(['favorite', 'all'] as const).map((listType) => (
        <UserCoverRow key={listType} listType={listType} />
      ))}
      <View className="cell export-cell" onClick={() => void exportAll()}>
        <View className="row-body">
          <Text>{t('settings.export')}</Text>
          <Text className="row-note">{translate(account.exportNote)}</Text>
        </View>
      </View>
      <View className="cell danger delete-account-cell" onClick={go(routePath('deleteAccount'))}>
        {t('settings.deleteAccount')}
      </View>
    </Screen>
  );
}

/** The favorite or all diaries' cover: tapped, a photo is picked and cropped; long-pressed (when set), it is removed after asking. */
function UserCoverRow({ listType }: { listType: 'favorite' | 'all' }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const user = useAppSelector((s) => s.session.user);
  const names = USER_COVERS[listType];
  const cover = user?.[names.cover] as string | null | undefined;
  const crop = user?.[names.crop] as Crop | null | undefined;
  const label = t(listType === 'favorite' ? 'settings.favoriteCover' : 'settings.allCover');
  const open = async () => {
    if (!cover) return miniNavigation.navigate(coverPhotosPath({ for: 'list', selector: { listType } }));
    const choice = await Taro.showActionSheet({ itemList: [t('listOptions.editCover'), t('listOptions.removeCover')] }).catch(() => null);
    if (choice?.tapIndex === 0) miniNavigation.navigate(coverPhotosPath({ for: 'list', selector: { listType } }));
    if (choice?.tapIndex === 1) void dispatch(removeUserListCover(listType));
  };
  return (
    <View className={`cell cover-cell ${listType}-cover-cell`} onClick={() => void open()}>
      <Text>{label}</Text>
      {cover ? (
        <Picture className="account-cover-image" src={media.cover(cover, 'cover', crop)} mode="aspectFill" />
      ) : (
        <Text className="row-value">{t('common.emptyNotSet')} ›</Text>
      )}
    </View>
  );
}
