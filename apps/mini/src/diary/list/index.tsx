import { View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { selectorOfRoute } from '@diary/core';
import { selectListPage, writeFromList } from '@diary/store';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { DiaryList } from '../../ui/DiaryList';
import { ListHeader } from '../../ui/ListHeader';
import { Screen } from '../../ui/Screen';
import { WriteButton } from '../../ui/WriteButton';
import { ListOptions } from '../../ui/ListOptions';
import { useShareToChat } from '../../ui/share-to-chat';

/** Any diary list but the archive tab's (a place, person, story, status, weather, favorites, all, a search). */
export default function ListPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { type, id } = useRouter().params;
  const selector = useMemo(() => selectorOfRoute(type, id ? decodeURIComponent(id) : undefined), [type, id]);
  const page = useAppSelector((s) => (selector ? selectListPage(s, selector) : null));
  // WeChat's share menu sends a place's, person's, story's, status's, month's or weather's list to a chat.
  useShareToChat(page?.share ? { ...page.share, title: translate(page.heading.title) } : undefined);
  if (!selector || !page) return <Screen className="list-page">{t('notFound.title')}</Screen>;
  // Writing from a list starts with what its kind says (a place, person, story or status list's own chosen).
  const write = () => void dispatch(writeFromList(selector));
  return (
    <Screen className="list-page">
      <View className="list-head">
        <ListHeader heading={page.heading} />
        <ListOptions selector={selector} page={page} />
      </View>
      <View className="list-body">
        <DiaryList selector={selector} />
      </View>
      <WriteButton onWrite={write} />
    </Screen>
  );
}
