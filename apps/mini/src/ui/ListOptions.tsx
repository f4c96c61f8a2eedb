import { Button, Textarea, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { SUMMARY_MAX_LENGTH, type DiaryListSelector } from '@diary/core';
import { chooseListPageOption, saveListPageSummary, showListSheet, typeListSummary, type ListPageModel } from '@diary/store';
import { Ellipsis } from 'lucide';
import { useAppDispatch } from '../app/hooks';
import { translate, useT } from '../i18n';
import { ShareSheet } from './ShareSheet';
import { Sheet } from './Sheet';
import { Icon } from './Icon';

/**
 * The list options (seed 1 §2 "Options sheets") on WeChat's action sheet, and the sheets they lead to (the
 * summary, the share settings), as the list's model says (lists/list-page): on a list's page and the archive tab's month.
 */
export function ListOptions({ selector, page }: { selector: DiaryListSelector; page: ListPageModel }) {
  const t = useT();
  const dispatch = useAppDispatch();
  if (page.options.length === 0) return null;
  const close = () => dispatch(showListSheet(selector, null));
  const open = async () => {
    const chosen = await Taro.showActionSheet({ itemList: page.options.map((row) => t(row.label)) }).catch(() => null);
    const row = chosen ? page.options[chosen.tapIndex] : undefined;
    if (row) await dispatch(chooseListPageOption(selector, row.key));
  };
  return (
    <>
      <View className="list-options" ariaRole="button" ariaLabel={t('organize.options')} onClick={() => void open()}>
        <Icon icon={Ellipsis} size={22} />
      </View>
      {page.sheet === 'summary' && (
        <Sheet visible title={t('listOptions.editSummary')} onClose={close}>
          <Textarea
            className="field target-summary list-summary-field"
            value={page.summary.text}
            maxlength={SUMMARY_MAX_LENGTH}
            onInput={(e) => dispatch(typeListSummary(e.detail.value))}
          />
          <View className="counter">{translate(page.summary.counter)}</View>
          <Button className="button primary" disabled={page.summary.busy} onClick={() => void dispatch(saveListPageSummary(selector))}>
            {t('common.save')}
          </Button>
        </Sheet>
      )}
      {page.sheet === 'share' && page.share && <ShareSheet kind={page.share.kind} id={page.share.id} onClose={close} />}
    </>
  );
}
