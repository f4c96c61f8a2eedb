import { Text, View } from '@tarojs/components';
import { loadCollectionsWhenEmpty, NEW_DIARY_ROUTE_ID, openEditor, type RefKind } from '@diary/store';
import { useEffect, type PropsWithChildren } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { miniNavigation } from '../platform/navigation';
import { Screen } from './Screen';

/** What each list needs loaded: stories page by their topics. */
const COLLECTIONS = { people: ['people'], tag: ['tag', 'topic'] } as const;

/**
 * The frame of the editor's pickers as pages (/edit/toolbar/{people|tag}/select): the title and Done,
 * over a list in select mode. Opened directly, there may be no draft yet: the new diary's is opened.
 */
export function PickerSelect({ kind, title, children }: PropsWithChildren<{ kind: RefKind; title: string }>) {
  const t = useT();
  const dispatch = useAppDispatch();
  const start = useAppSelector((s) => s.app.start);
  const hasDraft = useAppSelector((s) => Boolean(s.editor.draft));
  useEffect(() => {
    if (start === 'ready' && !hasDraft) void dispatch(openEditor(NEW_DIARY_ROUTE_ID));
  }, [start, hasDraft, dispatch]);
  useEffect(() => {
    void dispatch(loadCollectionsWhenEmpty([...COLLECTIONS[kind]]));
  }, [kind, dispatch]);
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
