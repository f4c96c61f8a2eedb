import { Picker, Text, View } from '@tarojs/components';
import type { DiaryListSelector } from '@diary/core';
import { monthSelected, startNewDiary } from '@diary/store';
import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { DiaryList } from '../../ui/DiaryList';
import { ListHeader } from '../../ui/ListHeader';
import { Screen, useDark } from '../../ui/Screen';
import { TopBar } from '../../ui/TopBar';
import { WriteButton } from '../../ui/WriteButton';
import { ThreeYears } from './ThreeYears';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The archive tab: the selected month's diaries (seed 1 §2), with the previous and next month, and the
 * three-year archive of months with their covers behind the grid button (a month chosen there shows here).
 * Writing in the current month starts now; in another month the user picks the day first.
 */
export default function ArchivePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { selectedYear, selectedMonth } = useAppSelector((s) => s.app);
  const dark = useDark();
  const [years, setYears] = useState(false);
  const now = new Date();
  const year = selectedYear || now.getFullYear();
  const month = selectedMonth || now.getMonth() + 1;
  const selector = useMemo<DiaryListSelector>(() => ({ listType: 'archive', year, month }), [year, month]);
  const isThisMonth = year === now.getFullYear() && month === now.getMonth() + 1;
  const shift = (by: number) => {
    const date = new Date(year, month - 1 + by, 1);
    dispatch(monthSelected({ year: date.getFullYear(), month: date.getMonth() + 1 }));
  };
  // The store's gate asks for Pro (or the free trial) first where needed.
  const write = (day?: string) => void dispatch(startNewDiary(selector, day ? new Date(`${day}T12:00:00`) : undefined));
  const lastDay = isThisMonth ? now.getDate() : new Date(year, month, 0).getDate();

  return (
    <Screen tab="archive" className="archive-page">
      <TopBar />
      <View className="month-switcher">
        <Text className="month-shift older" onClick={() => shift(-1)}>
          ‹
        </Text>
        <ListHeader selector={selector} />
        <Text className={`month-shift newer${isThisMonth ? ' disabled' : ''}`} onClick={() => !isThisMonth && shift(1)}>
          ›
        </Text>
        <View className={`three-years-toggle${years ? ' selected' : ''}`} ariaLabel={t('list.threeYears')} onClick={() => setYears((shown) => !shown)}>
          ▦
        </View>
      </View>
      {years ? (
        <ThreeYears
          year={year}
          month={month}
          dark={dark}
          onChoose={(y, m) => {
            dispatch(monthSelected({ year: y, month: m }));
            setYears(false);
          }}
        />
      ) : (
        <DiaryList key={`${year}-${month}`} selector={selector} />
      )}
      {isThisMonth ? (
        <WriteButton onWrite={() => write()} />
      ) : (
        <Picker
          mode="date"
          value={`${year}-${pad(month)}-01`}
          start={`${year}-${pad(month)}-01`}
          end={`${year}-${pad(month)}-${pad(lastDay)}`}
          onChange={(e) => write(e.detail.value)}
        >
          <View className="write-button">{t('editor.date.selectDay')}</View>
        </Picker>
      )}
    </Screen>
  );
}
