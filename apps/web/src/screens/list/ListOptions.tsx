import { SUMMARY_MAX_LENGTH, type DiaryListSelector } from '@diary/core';
import { chooseListPageOption, saveListPageSummary, showListSheet, typeListSummary, type ListOption, type ListPageModel } from '@diary/store';
import { useAppDispatch } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { Sheet } from '../../ui/Sheet';
import { OptionsSheet } from '../../ui/OptionsSheet';
import { ShareSheet } from '../share/ShareSheet';

/**
 * The list's "More" sheet (seed 1 §2 "Options sheets") and the sheets it leads to (the summary, the
 * share settings), as the list's model says (lists/list-page).
 */
export function ListOptions({ selector, page }: { selector: DiaryListSelector; page: ListPageModel }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const close = () => dispatch(showListSheet(selector, null));
  return (
    <>
      <OptionsSheet
        visible={page.sheet === 'options'}
        title={t('listOptions.title')}
        options={page.options.map(({ key, label, danger }) => ({ name: t(label), key, danger }))}
        onChoose={(key: ListOption) => void dispatch(chooseListPageOption(selector, key))}
        onClose={close}
      />
      {page.sheet === 'summary' && (
        <Sheet title={t('listOptions.editSummary')} visible onClose={close} className="summary-sheet">
          <label className="summary-field">
            <textarea
              className="field"
              rows={5}
              aria-label={t('target.summary')}
              value={page.summary.text}
              maxLength={SUMMARY_MAX_LENGTH}
              placeholder={t('list.summaryPlaceholder')}
              onChange={(e) => dispatch(typeListSummary(e.target.value))}
            />
            <small className="muted counter">{translate(page.summary.counter)}</small>
          </label>
          <button
            type="button"
            className="button primary large block"
            disabled={page.summary.busy}
            onClick={() => void dispatch(saveListPageSummary(selector))}
          >
            {t('common.save')}
          </button>
        </Sheet>
      )}
      {page.sheet === 'share' && page.share && <ShareSheet kind={page.share.kind} id={page.share.id} onClose={close} />}
    </>
  );
}
