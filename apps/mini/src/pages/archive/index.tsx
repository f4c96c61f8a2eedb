import { Picker, Text, View } from '@tarojs/components';
import { dayOfPickerText, pickerDayText } from '@diary/core';
import { selectArchiveTab, selectListPage, shiftArchiveMonth, writeInArchiveMonth } from '@diary/store';
import { LayoutGrid } from 'lucide';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { DiaryList } from '../../ui/DiaryList';
import { ListHeader } from '../../ui/ListHeader';
import { ListOptions } from '../../ui/ListOptions';
import { Screen, useDark } from '../../ui/Screen';
import { WriteButton } from '../../ui/WriteButton';
import { ThreeYears } from './ThreeYears';
import { Icon } from '../../ui/Icon';

/**
 * The archive tab: the selected month's diaries (seed 1 §2), with the previous and next month, and the
 * three-year archive of months with their covers behind the grid button (a month chosen there shows here).
 * Writing in the current month starts now; in another month the user picks the day first. The month's options (its
 * cover, summary, share) are the list's. What it shows is the store's (archive/archive-tab, lists/list-page).
 */
export default function ArchivePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const archive = useAppSelector(selectArchiveTab);
  const page = useAppSelector((s) => selectListPage(s, archive.selector));
  const dark = useDark();
  const [years, setYears] = useState(false);
  const { year, month, isThisMonth, days } = archive;

  return (
    <Screen tab="archive" className="archive-page">
      <View className="month-switcher">
        <Text className="month-shift older" onClick={() => dispatch(shiftArchiveMonth(-1))}>
          ‹
        </Text>
        <ListHeader heading={page.heading} picture={false} />
        <Text className={`month-shift newer${isThisMonth ? ' disabled' : ''}`} onClick={() => dispatch(shiftArchiveMonth(1))}>
          ›
        </Text>
        {!years && <ListOptions selector={archive.selector} page={page} />}
        <View
          className={`three-years-toggle${years ? ' selected' : ''}`}
          ariaRole="button"
          ariaLabel={t('list.threeYears')}
          onClick={() => setYears((shown) => !shown)}
        >
          <Icon icon={LayoutGrid} size={20} />
        </View>
      </View>
      {years ? <ThreeYears dark={dark} onChosen={() => setYears(false)} /> : <DiaryList key={`${year}-${month}`} selector={archive.selector} />}
      {isThisMonth ? (
        <WriteButton onWrite={() => void dispatch(writeInArchiveMonth())} />
      ) : (
        <Picker
          mode="date"
          value={pickerDayText(days.first)}
          start={pickerDayText(days.first)}
          end={pickerDayText(days.last)}
          onChange={(e) => void dispatch(writeInArchiveMonth(dayOfPickerText(e.detail.value)))}
        >
          <View className="write-button">{t('editor.date.selectDay')}</View>
        </Picker>
      )}
    </Screen>
  );
}
