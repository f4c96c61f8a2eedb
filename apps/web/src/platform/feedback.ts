import { TOAST_DURATION_MS, type Message } from '@diary/core';
import type { Modal, Toaster } from '@diary/store';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { translate } from '../i18n';

// NutUI's Toast and Dialog load on first use, so the first screen does not carry them.
const nut = () => import('../ui/nut');
type Nut = Awaited<ReturnType<typeof nut>>;
type NutToast = Nut['Toast'];

// Toast calls take effect in the order they were made, each on screen before the next. Each waits for
// NutUI's module, and two waits need not end in the order they began; and NutUI knows the toast it shows
// only once React has rendered it (until then `clear` and the next `show` miss it, and a loading toast
// stayed on screen for good). So the calls wait their turn, and each toast is rendered at once.
let turns: Promise<unknown> = Promise.resolve();
/** Whether what NutUI shows now is the loading toast: only that one is `hideLoading`'s to close. */
let loadingShown = false;
function inTurn(change: (toast: NutToast) => void): void {
  turns = turns
    .then(nut)
    .then(({ Toast }) => flushSync(() => change(Toast)))
    .catch(reportError); // reported as uncaught, and the next toast still gets its turn
}

/**
 * Toasts and the loading toast, on NutUI's Toast; durations are the store's (ms), NutUI counts seconds.
 * A message toast lets taps through to the page; the loading toast holds them until it hides. NutUI
 * shows one toast at a time: a message replaces the loading toast, and a later `hideLoading` leaves it.
 */
export const webToast: Toaster = {
  show(message, options = {}) {
    const icon = options.icon === 'success' ? 'success' : options.icon === 'error' ? 'fail' : undefined;
    inTurn((Toast) => {
      loadingShown = false;
      Toast.show({
        content: translate(message),
        ...(icon ? { icon } : {}),
        duration: (options.durationMs ?? TOAST_DURATION_MS) / 1000,
        // Lines break between words (NutUI breaks anywhere, mid-word, by default).
        wordBreak: 'break-word',
        className: 'toast-passthrough',
      });
    });
  },
  showLoading(message) {
    inTurn((Toast) => {
      loadingShown = true;
      // NutUI's Toast warns on empty content: a loading toast without its own words says "Loading".
      Toast.show({ content: translate(message ?? { key: 'common.loading' }), icon: 'loading', duration: 0, lockScroll: true });
    });
  },
  hideLoading() {
    inTurn((Toast) => {
      if (!loadingShown) return;
      loadingShown = false;
      Toast.clear();
    });
  },
};

/**
 * A question's title and text for NutUI's Dialog: the text goes through DialogFocus, which names the dialog by its title
 * and makes it hold the keyboard (Escape does `onEscape`).
 */
function question(DialogFocus: Nut['DialogFocus'], options: { title: Message; content?: Message }, onEscape: () => void) {
  const title = translate(options.title);
  return { title, content: createElement(DialogFocus, { text: options.content ? translate(options.content) : undefined, label: title, onEscape }) };
}

/** The confirm modal on NutUI's Dialog; Escape cancels. */
export const webModal: Modal = {
  async confirm(options) {
    const { Dialog, DialogFocus } = await nut();
    return new Promise((resolve) => {
      const dialog = Dialog.confirm({
        ...question(DialogFocus, options, () => {
          dialog.close();
          resolve(false);
        }),
        confirmText: translate(options.confirmText ?? { key: 'common.confirm' }),
        cancelText: translate(options.cancelText ?? { key: 'common.cancel' }),
        hideCancelButton: options.showCancel === false,
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  },
  /** NutUI's Dialog with one button per choice, the first the primary; closing it (✕, the overlay, Esc) chooses nothing. */
  async choose(options) {
    const { Button, Dialog, DialogFocus } = await nut();
    return new Promise((resolve) => {
      let settled = false;
      const settle = (choice: number | null) => {
        if (settled) return;
        settled = true;
        dialog.close();
        resolve(choice);
      };
      const buttons = options.choices.map((choice, index) =>
        createElement(
          Button,
          { key: index, block: true, type: index === 0 ? 'primary' : 'default', className: 'dialog-choice', onClick: () => settle(index) },
          translate(choice),
        ),
      );
      const dialog = Dialog.confirm({
        ...question(DialogFocus, options, () => settle(null)),
        footer: createElement('div', { className: 'dialog-choices' }, buttons),
        closeIcon: true,
        closeOnOverlayClick: true,
        onClose: () => settle(null),
      });
    });
  },
};
