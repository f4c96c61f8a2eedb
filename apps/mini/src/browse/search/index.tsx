import { Input, Text, View } from '@tarojs/components';
import { visibleSearchHistory } from '@diary/core';
import { chooseSearchHistory, clearSearchHistory, searchDiaries } from '@diary/store';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { miniNavigation } from '../../platform/navigation';
import { Screen } from '../../ui/Screen';

/** Search (seed 1 §2): the keyword box with cancel, and the recent searches (at most 8 shown) with clear. */
export default function SearchPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const history = useAppSelector((s) => s.history.searches.diary);
  const [keyword, setKeyword] = useState('');
  const search = (word: string) => void dispatch(searchDiaries(word));
  return (
    <Screen className="search-page">
      <View className="search-bar">
        <Input
          className="field search-field"
          type="text"
          confirmType="search"
          // WeChat opens the keyboard on the keyword at once; in a browser the page's slide-in would fight the focus's scroll.
          focus={process.env.TARO_ENV === 'weapp'}
          placeholder={t('search.placeholder')}
          value={keyword}
          onInput={(e) => setKeyword(e.detail.value)}
          onConfirm={(e) => search(e.detail.value)}
        />
        <Text className="link search-cancel" onClick={() => miniNavigation.back()}>
          {t('search.cancel')}
        </Text>
      </View>
      <View className="search-history">
        <View className="section-head">
          <Text className="section-title">{t('search.history')}</Text>
          {history.length > 0 && (
            <Text className="link search-clear" onClick={() => void dispatch(clearSearchHistory('diary'))}>
              {t('search.clear')}
            </Text>
          )}
        </View>
        {history.length === 0 ? (
          <View className="empty">{t('search.historyEmpty')}</View>
        ) : (
          <View className="chip-list">
            {visibleSearchHistory(history).map((word) => (
              <Text
                key={word}
                className="chip"
                onClick={() => {
                  void dispatch(chooseSearchHistory('diary', word));
                  search(word);
                }}
              >
                {word}
              </Text>
            ))}
          </View>
        )}
      </View>
    </Screen>
  );
}
