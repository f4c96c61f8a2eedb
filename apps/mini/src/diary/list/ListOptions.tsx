import { Button, Textarea, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { SUMMARY_MAX_LENGTH, type DiaryListSelector } from '@diary/core';
import { chooseListOption, listOptionRows, listShareSettings, listSummary, saveListSummary } from '@diary/store';
import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { ShareSheet } from '../../ui/ShareSheet';
import { Sheet } from '../../ui/Sheet';

/**
 * The list options (seed 1 §2 "Options sheets") on WeChat's action sheet: the store's rows for the list,
 * the summary sheet and the share settings sheet; "change cover" opens the photos page to pick and crop one.
 */
export function ListOptions({ selector }: { selector: DiaryListSelector }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const items = useAppSelector((s) => s.items);
  const user = useAppSelector((s) => s.session.user);
  const rows = useMemo(() => listOptionRows(items, user, selector), [items, user, selector]);
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const shared = useMemo(() => listShareSettings(items, selector, new Date()), [items, selector]);
  if (rows.length === 0) return null;

  const open = async () => {
    const chosen = await Taro.showActionSheet({ itemList: rows.map((row) => t(row.label)) }).catch(() => null);
    const row = chosen ? rows[chosen.tapIndex] : undefined;
    const next = row ? await dispatch(chooseListOption(selector, row.key)) : 'done';
    if (next === 'summary') setEditing(true);
    if (next === 'share') setSharing(true);
  };
  return (
    <>
      <View className="list-options" ariaLabel={t('organize.options')} onClick={() => void open()}>
        ⋯
      </View>
      {editing && <SummarySheet selector={selector} onClose={() => setEditing(false)} />}
      {sharing && shared && <ShareSheet kind={shared.kind} id={shared.id} onClose={() => setSharing(false)} />}
    </>
  );
}

/** The summary of a month, place, person or story: at most SUMMARY_MAX_LENGTH characters, empty clears it. */
function SummarySheet({ selector, onClose }: { selector: DiaryListSelector; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const initial = useAppSelector((s) => listSummary(s.items, selector));
  const [summary, setSummary] = useState(initial);
  const save = async () => {
    if (await dispatch(saveListSummary(selector, summary))) onClose();
  };
  return (
    <Sheet visible title={t('listOptions.editSummary')} onClose={onClose}>
      <Textarea
        className="field target-summary list-summary-field"
        value={summary}
        maxlength={SUMMARY_MAX_LENGTH}
        onInput={(e) => setSummary(e.detail.value)}
      />
      <View className="counter">
        {summary.length} / {SUMMARY_MAX_LENGTH}
      </View>
      <Button className="button primary" onClick={() => void save()}>
        {t('common.save')}
      </Button>
    </Sheet>
  );
}
