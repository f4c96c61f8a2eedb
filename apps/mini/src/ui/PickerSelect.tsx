import { Text, View } from '@tarojs/components';
import { closeRefPicker, openRefPicker, selectRefPickerPage, type PickerKind } from '@diary/store';
import { useEffect, type PropsWithChildren } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { Screen } from './Screen';

/**
 * The frame of the editor's pickers as pages (/edit/toolbar/{location|people|tag}/select): the title and Done,
 * over a list in select mode (the store opens a draft for it when there is none, once the app has started).
 */
export function PickerSelect({ kind, children }: PropsWithChildren<{ kind: PickerKind }>) {
  const t = useT();
  const dispatch = useAppDispatch();
  const page = useAppSelector((s) => selectRefPickerPage(s, kind));
  useEffect(() => {
    void dispatch(openRefPicker(kind));
  }, [kind, page.openWhenReady, dispatch]);
  return (
    <Screen className="picker-select-page">
      <View className="page-head">
        <Text className="page-title">{t(page.title)}</Text>
        <View className="chip selected picker-done" onClick={() => dispatch(closeRefPicker())}>
          {t('common.done')}
        </View>
      </View>
      {children}
    </Screen>
  );
}
