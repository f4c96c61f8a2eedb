import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { chooseArchiveMonth, selectArchiveTab } from '@diary/store';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { Picture } from '../../ui/Picture';

/**
 * The three-year archive (seed 1 §9), as its model says (archive/archive-tab): the previous, selected and
 * next year, twelve months each, with the month's count and cover (its photo's average colour while it
 * loads). A month is chosen with a tap (not one to come), and shows on the tab.
 */
export function ThreeYears({ dark, onChosen }: { dark: boolean; onChosen: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const media = useMedia();
  const archive = useAppSelector(selectArchiveTab);

  // Opened, it shows the selected month (once the cards are drawn).
  useEffect(() => {
    Taro.nextTick(() => void Taro.pageScrollTo({ selector: '.month-card.selected', duration: 0, offsetTop: -160 }).catch(() => {}));
  }, []);

  return (
    <View className="three-years">
      {archive.years.map(({ year, months }) => (
        <View key={year} className="archive-year">
          <Text className="archive-year-title">{year}</Text>
          <View className="month-grid">
            {months.map((card) => (
              <View
                key={card.key}
                className={`month-card${card.count ? ' has-diaries' : ''}${card.cover ? ' has-cover' : ''}${card.selected ? ' selected' : ''}${card.future ? ' future' : ''}`}
                data-month={card.key}
                ariaLabel={`${year} ${card.name}, ${t('list.diaryCount', { count: card.count })}`}
                onClick={() => dispatch(chooseArchiveMonth(card.year, card.month, { openList: false })) && onChosen()}
              >
                {card.cover && (
                  <Picture
                    className="month-cover"
                    src={media.cover(card.cover.key, 'cover', card.cover.crop)}
                    mode="aspectFill"
                    style={{ backgroundColor: card.cover.colour[dark ? 'dark' : 'light'] }}
                  />
                )}
                <Text className="month-name">{card.name}</Text>
                <Text className="month-count">{card.count}</Text>
              </View>
            ))}
          </View>
        </View>
      ))}
    </View>
  );
}
