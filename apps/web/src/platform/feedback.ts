import { TOAST_DURATION_MS } from '@diary/core';
import type { Modal, Toaster } from '@diary/store';
import { translate } from '../i18n';

// NutUI's Toast and Dialog load on first use, so the first screen does not carry them.
const nut = () => import('../ui/nut');

/**
 * Toasts and the loading toast, on NutUI's Toast; durations are the store's (ms), NutUI counts seconds.
 * A message toast lets taps through to the page; the loading toast holds them until it hides.
 */
export const webToast: Toaster = {
  show(message, options = {}) {
    const icon = options.icon === 'success' ? 'success' : options.icon === 'error' ? 'fail' : undefined;
    void nut().then(({ Toast }) => Toast.show({ content: translate(message), ...(icon ? { icon } : {}), duration: (options.durationMs ?? TOAST_DURATION_MS) / 1000, className: 'toast-passthrough' }));
  },
  showLoading(message) {
    // NutUI's Toast warns on empty content: a loading toast without its own words says "Loading".
    void nut().then(({ Toast }) => Toast.show({ content: translate(message ?? { key: 'common.loading' }), icon: 'loading', duration: 0, lockScroll: true }));
  },
  hideLoading() {
    void nut().then(({ Toast }) => Toast.clear());
  },
};

/** The confirm modal on NutUI's Dialog. */
export const webModal: Modal = {
  async confirm(options) {
    const { Dialog } = await nut();
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
