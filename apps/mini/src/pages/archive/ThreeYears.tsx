import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { archiveMonthCover, aveRgbColour, isFutureMonth, monthShortName, threeYearArchiveView } from '@diary/core';
import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { useMedia } from '../../ui/media';
import { Picture } from '../../ui/Picture';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The three-year archive (seed 1 §9): the previous, selected and next year, twelve months each, with the
 * month's count and cover (its photo's average colour while it loads). A month is chosen with a tap (not one to come).
 */
export function ThreeYears({ year, month, dark, onChoose }: { year: number; month: number; dark: boolean; onChoose: (year: number, month: number) => void }) {
  const t = useT();
  const media = useMedia();
  const archives = useAppSelector((s) => s.items.archive);
  const language = useAppSelector((s) => s.app.preferences.language);
  const monthName = (m: number) => monthShortName(m, language);
  const now = new Date();

  // Opened, it shows the selected month (once the cards are drawn).
  useEffect(() => {
    Taro.nextTick(() => void Taro.pageScrollTo({ selector: '.month-card.selected', duration: 0, offsetTop: -160 }).catch(() => {}));
  }, []);

  return (
    <View className="three-years">
      {threeYearArchiveView(year, archives).map((shown) => (
        <View key={shown.year} className="archive-year">
          <Text className="archive-year-title">{shown.year}</Text>
          <View className="month-grid">
            {shown.months.map(({ month: m, archive, count }) => {
              const cover = archiveMonthCover(archive);
              const selected = shown.year === year && m === month;
              // No diary can be written in a month still to come: it is shown, not chosen.
              const future = isFutureMonth(shown.year, m, now);
              return (
                <View
                  key={m}
                  className={`month-card${count ? ' has-diaries' : ''}${cover ? ' has-cover' : ''}${selected ? ' selected' : ''}${future ? ' future' : ''}`}
                  data-month={`${shown.year}-${pad(m)}`}
                  ariaLabel={`${shown.year} ${monthName(m)}, ${t('list.diaryCount', { count })}`}
                  onClick={() => !future && onChoose(shown.year, m)}
                >
                  {cover && (
                    <Picture
                      className="month-cover"
                      src={media.cover(cover.key, 'cover', cover.crop)}
                      mode="aspectFill"
                      style={{ backgroundColor: aveRgbColour(cover.aveRgb, dark ? 'dark' : 'light') }}
                    />
                  )}
                  <Text className="month-name">{monthName(m)}</Text>
                  <Text className="month-count">{count}</Text>
                </View>
              );
            })}
          </View>
        </View>
      ))}
    </View>
  );
}
