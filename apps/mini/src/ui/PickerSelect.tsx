import { Text, View } from '@tarojs/components';
import { openRefPicker, type RefKind } from '@diary/store';
import { useEffect, type PropsWithChildren } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { miniNavigation } from '../platform/navigation';
import { Screen } from './Screen';

/**
 * The frame of the editor's pickers as pages (/edit/toolbar/{people|tag}/select): the title and Done,
 * over a list in select mode (the store opens a draft for it when there is none).
 */
export function PickerSelect({ kind, title, children }: PropsWithChildren<{ kind: RefKind; title: string }>) {
  const t = useT();
  const dispatch = useAppDispatch();
  const start = useAppSelector((s) => s.app.start);
  const hasDraft = useAppSelector((s) => Boolean(s.editor.draft));
  useEffect(() => {
    void dispatch(openRefPicker(kind));
  }, [kind, start, hasDraft, dispatch]);
  return (
    <Screen className="picker-select-page">
      <View className="page-head">
        <Text className="page-title">{title}</Text>
        <View className="chip selected picker-done" onClick={() => miniNavigation.back()}>
          {t('common.done')}
        </View>
      </View>
      {children}
    </Screen>
  );
}
