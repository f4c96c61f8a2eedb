import { Input, Text, View } from '@tarojs/components';
import { cancelSearch, clearDiarySearches, searchAgain, selectSearchScreen, submitSearch, typeSearchKeyword } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { Screen } from '../../ui/Screen';

/**
 * Search (seed 1 §2), as the store's model says (history/search-screen): the keyword box with cancel, and the recent
 * searches with clear. Open to a visitor (seed 2's routes), whose search then asks them to sign in (the gate).
 */
export default function SearchPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectSearchScreen);
  return (
    <Screen needsUser={false} className="search-page">
      <View className="search-bar">
        <Input
          className="field search-field"
          type="text"
          confirmType="search"
          // WeChat opens the keyboard on the keyword at once; in a browser the page's slide-in would fight the focus's scroll.
          focus={process.env.TARO_ENV === 'weapp'}
          placeholder={t('search.placeholder')}
          value={screen.keyword}
          onInput={(e) => dispatch(typeSearchKeyword(e.detail.value))}
          onConfirm={() => void dispatch(submitSearch())}
        />
        <Text className="link search-cancel" onClick={() => dispatch(cancelSearch())}>
          {t('search.cancel')}
        </Text>
      </View>
      <View className="search-history">
        <View className="section-head">
          <Text className="section-title">{t('search.history')}</Text>
          {screen.canClear && (
            <Text className="link search-clear" onClick={() => void dispatch(clearDiarySearches())}>
              {t('search.clear')}
            </Text>
          )}
        </View>
        {screen.history.length === 0 ? (
          <View className="empty">{t('search.historyEmpty')}</View>
        ) : (
          <View className="chip-list">
            {screen.history.map((word) => (
              <Text key={word} className="chip" onClick={() => void dispatch(searchAgain(word))}>
                {word}
              </Text>
            ))}
          </View>
        )}
      </View>
    </Screen>
  );
}
