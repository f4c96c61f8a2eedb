import { Text, View } from '@tarojs/components';
import type { SearchHistoryKind } from '@diary/core';
import { clearSearchHistory } from '@diary/store';
import { useAppDispatch } from '../app/hooks';
import { useT } from '../i18n';

/** The recent searches of one kind (seed 2: at most 8 shown, with clear, and its own empty text); a tap searches one again. */
export function SearchHistory({ kind, words, onChoose }: { kind: SearchHistoryKind; words: string[]; onChoose: (word: string) => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <View className="search-history">
      <View className="section-head">
        <Text className="section-title">{t('search.history')}</Text>
        {words.length > 0 && (
          <Text className="link search-clear" onClick={() => void dispatch(clearSearchHistory(kind))}>
            {t('search.clear')}
          </Text>
        )}
      </View>
      {words.length === 0 ? (
        <View className="empty">{t('search.historyEmpty')}</View>
      ) : (
        <View className="chip-list">
          {words.map((word) => (
            <Text key={word} className="chip" onClick={() => onChoose(word)}>
              {word}
            </Text>
          ))}
        </View>
      )}
    </View>
  );
}
