import { Text, View } from '@tarojs/components';
import type { DiaryListSelector } from '@diary/core';
import { listHeading } from '@diary/store';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../app/hooks';
import { translate } from '../i18n';
import { useMedia } from './media';
import { Picture } from './Picture';

/** A list's header: cover, icon, title and summary (the store decides them from the list's item; the summary opens with a tap). */
export function ListHeader({ selector }: { selector: DiaryListSelector }) {
  const media = useMedia();
  const items = useAppSelector((s) => s.items);
  const language = useAppSelector((s) => s.app.preferences.language);
  const heading = useMemo(() => listHeading(items, language, selector), [items, language, selector]);
  const [summaryOpen, setSummaryOpen] = useState(false);
  return (
    <View className="list-header">
      {heading.cover && <Picture className="list-cover" src={media.cover(heading.cover, 'wideCover')} mode="aspectFill" />}
      <Text className="list-title">{`${heading.icon} ${typeof heading.title === 'string' ? heading.title : translate(heading.title)}`}</Text>
      {/* The summary is clamped to two lines; a tap shows it all or clamps it back. */}
      {heading.summary && (
        <Text className={summaryOpen ? 'list-summary' : 'list-summary clamped'} onClick={() => setSummaryOpen(!summaryOpen)}>
          {heading.summary}
        </Text>
      )}
    </View>
  );
}
