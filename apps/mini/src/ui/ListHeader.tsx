import { Text, View } from '@tarojs/components';
import type { ListHeading } from '@diary/store';
import { useState } from 'react';
import { translate } from '../i18n';
import { Icon } from './Icon';
import { LIST_ICONS } from './list-icons';
import { useMedia } from './media';
import { Picture } from './Picture';

/**
 * A list's header as its model says (lists/list-page): its picture, icon, title and summary (the summary opens with a
 * tap). The picture is square, cut where its owner chose (a cover cropped square stays square and sharp), beside the
 * title; the archive tab's month row leaves it out (`picture={false}`: its months show theirs in the three-year view).
 */
export function ListHeader({ heading, picture = true }: { heading: ListHeading; picture?: boolean }) {
  const media = useMedia();
  const [summaryOpen, setSummaryOpen] = useState(false);
  const cover = picture ? heading.cover : undefined;
  return (
    <View className={cover ? 'list-header with-cover' : 'list-header'}>
      {cover && <Picture className="list-cover" src={media.cover(cover.key, 'cover', cover.crop)} mode="aspectFill" />}
      <View className="list-heading-text">
        <View className="list-title">
          {heading.emoji ? (
            <View className="list-icon" ariaHidden>
              {heading.emoji}
            </View>
          ) : (
            <Icon icon={LIST_ICONS[heading.listType]} size={20} className="list-icon" />
          )}
          <Text>{translate(heading.title)}</Text>
        </View>
        {/* The summary is clamped to two lines; a tap shows it all or clamps it back. */}
        {heading.summary && (
          <Text className={summaryOpen ? 'list-summary' : 'list-summary clamped'} onClick={() => setSummaryOpen(!summaryOpen)}>
            {heading.summary}
          </Text>
        )}
      </View>
    </View>
  );
}
