import { TOAST_DURATION_MS } from '@diary/core';
import type { Modal, Toaster } from '@diary/store';
import { Dialog, Toast } from '../ui/nut';
import { translate } from '../i18n';

/** Toasts and the loading toast, on NutUI's Toast; durations are the store's (ms), NutUI counts seconds. */
export const webToast: Toaster = {
  show(message, options = {}) {
    const icon = options.icon === 'success' ? 'success' : options.icon === 'error' ? 'fail' : undefined;
    Toast.show({ content: translate(message), ...(icon ? { icon } : {}), duration: (options.durationMs ?? TOAST_DURATION_MS) / 1000 });
  },
  showLoading(message) {
    Toast.show({ content: message ? translate(message) : '', icon: 'loading', duration: 0, lockScroll: true });
  },
  hideLoading() {
    Toast.clear();
  },
};

/** The confirm modal on NutUI's Dialog. */
export const webModal: Modal = {
  confirm(options) {
    return new Promise((resolve) => {
      Dialog.confirm({
        title: translate(options.title),
        content: options.content ? translate(options.content) : undefined,
        confirmText: translate(options.confirmText ?? { key: 'common.confirm' }),
        cancelText: translate(options.cancelText ?? { key: 'common.cancel' }),
        hideCancelButton: options.showCancel === false,
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  },
};
