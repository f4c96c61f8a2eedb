import { SUMMARY_MAX_LENGTH, type DiaryListSelector } from '@diary/core';
import { chooseListOption, listShareSettings, listSummary, saveListSummary, type ListOption, type ListOptionRow } from '@diary/store';
import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { Sheet } from '../../ui/Sheet';
import { ActionSheet } from '../../ui/nut-editor';
import { ShareSheet } from '../share/ShareSheet';

/**
 * The list's "More" sheet (seed 1 §2 "Options sheets"): the rows the store's rule gives this list;
 * "Edit summary" and "Share" go on to their own sheets, everything else is the store's to do.
 */
export function ListOptions({
  selector,
  rows,
  visible,
  onClose,
}: {
  selector: DiaryListSelector;
  rows: ListOptionRow[];
  visible: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [next, setNext] = useState<'summary' | 'share' | null>(null);
  const choose = async (option: ListOption) => {
    onClose();
    const then = await dispatch(chooseListOption(selector, option));
    if (then !== 'done') setNext(then);
  };
  return (
    <>
      <ActionSheet
        visible={visible}
        title={t('listOptions.title')}
        options={rows.map(({ key, label, danger }) => ({ name: t(label), key, danger }))}
        optionKey={{ name: 'name' }}
        cancelText={t('common.cancel')}
        onSelect={(item) => void choose(item.key as ListOption)}
        onCancel={onClose}
      />
      {next === 'summary' && <SummarySheet selector={selector} onClose={() => setNext(null)} />}
      {next === 'share' && <ListShareSheet selector={selector} onClose={() => setNext(null)} />}
    </>
  );
}

/** "Edit summary": a text box of at most SUMMARY_MAX_LENGTH characters with its counter; saving closes the sheet. */
function SummarySheet({ selector, onClose }: { selector: DiaryListSelector; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const initial = useAppSelector((s) => listSummary(s.items, selector));
  const [summary, setSummary] = useState(initial);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const saved = await dispatch(saveListSummary(selector, summary));
    setBusy(false);
    if (saved) onClose();
  };
  return (
    <Sheet title={t('listOptions.editSummary')} visible onClose={onClose} className="summary-sheet">
      <label className="summary-field">
        <textarea
          className="field"
          rows={5}
          aria-label={t('target.summary')}
          value={summary}
          maxLength={SUMMARY_MAX_LENGTH}
          placeholder={t('list.summaryPlaceholder')}
          onChange={(e) => setSummary(e.target.value)}
        />
        <small className="muted counter">{t('editor.counter', { count: summary.length, max: SUMMARY_MAX_LENGTH })}</small>
      </label>
      <button type="button" className="button primary large block" disabled={busy} onClick={() => void save()}>
        {t('common.save')}
      </button>
    </Sheet>
  );
}

/** The share settings sheet of the list's owner (a month, place, person, story, status or weather). */
function ListShareSheet({ selector, onClose }: { selector: DiaryListSelector; onClose: () => void }) {
  const items = useAppSelector((s) => s.items);
  const shared = useMemo(() => listShareSettings(items, selector, new Date()), [items, selector]);
  return shared ? <ShareSheet kind={shared.kind} id={shared.id} onClose={onClose} /> : null;
}
