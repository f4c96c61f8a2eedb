import { deleteTargetFromOptions, LONG_PRESS_MS, TARGET_OPTIONS, type TargetOption, type TargetOptionsKind } from '@diary/store';
import { useId, useRef, type MouseEvent, type PointerEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n';
import { OptionsSheet } from '../../ui/OptionsSheet';
import './TargetOptionsSheet.css';

/** A pointer that moves this far is scrolling, not holding. */
const HOLD_SLOP_PX = 10;

export interface ChosenTarget {
  id: string;
  name: string;
}

/**
 * A card's long press (or right click) opens the options sheet instead of the card: the handlers go on
 * the card, and the click that ends a long press is swallowed.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      fired.current = false;
      start.current = { x: event.clientX, y: event.clientY };
      cancel();
      timer.current = setTimeout(() => {
        fired.current = true;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: PointerEvent) => {
      const from = start.current;
      if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > HOLD_SLOP_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onContextMenu: (event: MouseEvent) => {
      event.preventDefault();
      cancel();
      onLongPress();
    },
    onClickCapture: (event: MouseEvent) => {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}

/** The target options sheet: view the chosen story or person (its diary list) or delete it (asks first). */
export function TargetOptionsSheet({
  kind,
  target,
  onView,
  onClose,
}: {
  kind: TargetOptionsKind;
  target: ChosenTarget | null;
  onView: (id: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const act = (option: TargetOption) => {
    if (!target) return;
    onClose();
    if (option === 'view') onView(target.id);
    else void dispatch(deleteTargetFromOptions(kind, target.id));
  };
  const options = TARGET_OPTIONS.map((key) => ({ key, name: t(key === 'view' ? 'common.view' : 'common.delete'), danger: key === 'delete' }));
  return <OptionsSheet title={target?.name ?? ''} visible={target !== null} options={options} onChoose={act} onClose={onClose} />;
}

/**
 * The "…" on a card: opens its options sheet (the keyboard's and the mouse's way to the long press).
 * Named "Options" and described by the item's name, so it never answers to the card's own name.
 */
export function OptionsButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  const t = useT();
  const nameId = useId();
  return (
    <>
      <button
        type="button"
        className="card-options"
        aria-label={t('organize.options')}
        aria-describedby={nameId}
        title={`${t('organize.options')}: ${name}`}
        onClick={onOpen}
      >
        <span aria-hidden="true">…</span>
      </button>
      <span id={nameId} hidden>
        {name}
      </span>
    </>
  );
}
