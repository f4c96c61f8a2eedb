import { Text, View } from '@tarojs/components';
import { turnOnNearbyPlaces } from '@diary/store';
import { useAppDispatch } from '../app/hooks';
import { useT } from '../i18n';

/** Where the person has not allowed location: why places near them cannot show, and "Turn on" (WeChat's settings). */
export function LocationPermissionTip() {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <View className="notice place-permission">
      {`${t('editor.place.permissionTip')} `}
      <Text className="link" onClick={() => void dispatch(turnOnNearbyPlaces())}>
        {t('editor.place.turnOn')}
      </Text>
    </View>
  );
}
