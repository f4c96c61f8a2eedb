import { Image, Text, View } from '@tarojs/components';
import { LIST_KINDS, listPath, type MessageKey } from '@diary/core';
import { useAppSelector } from '../app/hooks';
import { useT } from '../i18n';
import { miniNavigation } from '../platform/navigation';
import { useMedia } from './media';
import { Screen } from './Screen';

export type ItemKind = 'location' | 'people' | 'tag' | 'status';
const EMPTY: Record<ItemKind, MessageKey> = { location: 'places.empty', people: 'people.empty', tag: 'stories.empty', status: 'editor.status.empty' };

/** Places, people, stories and statuses with their counts; each opens its diary list. */
export function ItemsTab({ kind }: { kind: ItemKind }) {
  const t = useT();
  const media = useMedia();
  const items = useAppSelector((s) => s.items[kind]) as Array<{ objectId: string; name?: string; count?: number; cover?: string | null; avatar?: string | null; emoji?: string }>;
  return (
    <Screen tab={kind} className="items-page">
      {items.length === 0 && <View className="empty">{t(EMPTY[kind])}</View>}
      <View className={`item-grid ${kind}`}>
        {items.map((item) => {
          const picture = item.cover ?? item.avatar;
          return (
            <View key={item.objectId} className="item-card" onClick={() => miniNavigation.navigate(listPath({ listType: kind, id: item.objectId }))}>
              {picture ? <Image className="item-picture" src={media.cover(picture, 'cover')} mode="aspectFill" /> : <Text className="item-icon">{item.emoji ?? LIST_KINDS[kind].icon}</Text>}
              <Text className="item-name">{item.name}</Text>
              <Text className="item-count">{t('list.diaryCount', { count: item.count ?? 0 })}</Text>
            </View>
          );
        })}
      </View>
    </Screen>
  );
}
