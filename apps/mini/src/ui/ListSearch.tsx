import { Input, Text, View } from '@tarojs/components';
import type { SearchHistoryKind } from '@diary/core';
import { clearSearchHistory, rememberSearch } from '@diary/store';
import { useAppDispatch } from '../app/hooks';
import { useT } from '../i18n';

/**
 * A list's search box (People, Stories): the box, Cancel while it is in use, and the recent searches of its kind under
 * it while it is focused and empty; confirming remembers the search. `focused` is the screen's (People's index bar
 * focuses the box); the history stays a moment after a blur so a tap on it lands.
 */
export function ListSearch({
  className,
  label,
  kind,
  query,
  history,
  focused,
  onFocused,
  onQuery,
  onChoose,
}: {
  className: string;
  label: string;
  kind: SearchHistoryKind;
  query: string;
  history: string[];
  focused: boolean;
  onFocused: (focused: boolean) => void;
  onQuery: (query: string) => void;
  onChoose: (word: string) => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <>
      <View className="search-bar">
        <Input
          className={`field search-field ${className}`}
          type="text"
          confirmType="search"
          focus={focused}
          placeholder={label}
          value={query}
          onFocus={() => onFocused(true)}
          onBlur={() => setTimeout(() => onFocused(false), 200)}
          onInput={(e) => onQuery(e.detail.value)}
          onConfirm={(e) => e.detail.value.trim() && void dispatch(rememberSearch(kind, e.detail.value.trim()))}
        />
        {(focused || query !== '') && (
          <Text
            className="link search-cancel"
            onClick={() => {
              onQuery('');
              onFocused(false);
            }}
          >
            {t('search.cancel')}
          </Text>
        )}
      </View>
      {focused && query === '' && <SearchHistory kind={kind} words={history} onChoose={onChoose} />}
    </>
  );
}

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
