import { View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { selectorOfRoute } from '@diary/core';
import { startNewDiary } from '@diary/store';
import { useMemo } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n';
import { DiaryList } from '../../ui/DiaryList';
import { ListHeader } from '../../ui/ListHeader';
import { Screen } from '../../ui/Screen';
import { WriteButton } from '../../ui/WriteButton';
import { ListOptions } from './ListOptions';

/** Any diary list but the archive tab's (a place, person, story, status, weather, favorites, all, a search). */
export default function ListPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { type, id } = useRouter().params;
  const selector = useMemo(() => selectorOfRoute(type, id ? decodeURIComponent(id) : undefined), [type, id]);
  if (!selector) return <Screen className="list-page">{t('notFound.title')}</Screen>;
  // Writing from a list starts with what its kind says (a place, person, story or status list's own chosen).
  const write = () => void dispatch(startNewDiary(selector));
  return (
    <Screen className="list-page">
      <View className="list-head">
        <ListHeader selector={selector} />
        <ListOptions selector={selector} />
      </View>
      <View className="list-body">
        <DiaryList selector={selector} />
      </View>
      <WriteButton onWrite={write} />
    </Screen>
  );
}
