import { Text, View } from '@tarojs/components';
import type { ListHeading } from '@diary/store';
import { useState } from 'react';
import { translate } from '../i18n';
import { useMedia } from './media';
import { Picture } from './Picture';

/** A list's header as its model says (lists/list-page): cover, icon, title and summary (the summary opens with a tap). */
export function ListHeader({ heading }: { heading: ListHeading }) {
  const media = useMedia();
  const [summaryOpen, setSummaryOpen] = useState(false);
  return (
    <View className="list-header">
      {heading.cover && <Picture className="list-cover" src={media.cover(heading.cover, 'wideCover')} mode="aspectFill" />}
      <Text className="list-title">{`${heading.icon} ${translate(heading.title)}`}</Text>
      {/* The summary is clamped to two lines; a tap shows it all or clamps it back. */}
      {heading.summary && (
        <Text className={summaryOpen ? 'list-summary' : 'list-summary clamped'} onClick={() => setSummaryOpen(!summaryOpen)}>
          {heading.summary}
        </Text>
      )}
    </View>
  );
}
