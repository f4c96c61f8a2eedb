import Taro from '@tarojs/taro';
import { TOAST_DURATION_MS } from '@diary/core';
import type { Modal, Toaster } from '@diary/store';
import { translate } from '../i18n';

/**
 * WeChat's own toast: a message toast lets taps through, the loading toast holds them until it hides.
 * WeChat shows one of them at a time, and its `hideLoading` closes a message toast too unless told
 * `noConflict`: the `hideLoading` of a thunk's `finally` would close the "Saved" it had just shown.
 */
export const miniToast: Toaster = {
  show(message, options = {}) {
    void Taro.showToast({
      title: translate(message),
      icon: options.icon === 'success' ? 'success' : options.icon === 'error' ? 'error' : 'none',
      duration: options.durationMs ?? TOAST_DURATION_MS,
    });
  },
  showLoading(message) {
    void Taro.showLoading({ title: message ? translate(message) : '', mask: true });
  },
  hideLoading() {
    void Taro.hideLoading({ noConflict: true });
  },
};

/** WeChat's modal. */
export const miniModal: Modal = {
  async confirm(options) {
    const answer = await Taro.showModal({
      title: translate(options.title),
      content: options.content ? translate(options.content) : '',
      confirmText: translate(options.confirmText ?? { key: 'common.confirm' }),
      cancelText: translate(options.cancelText ?? { key: 'common.cancel' }),
      showCancel: options.showCancel !== false,
    });
    return answer.confirm;
  },
  /** WeChat's action sheet, the title and the why above the choices (alertText); cancelling it chooses nothing. */
  async choose(options) {
    const alertText = [options.title, ...(options.content ? [options.content] : [])].map(translate).join('\n');
    try {
      const answer = await Taro.showActionSheet({ alertText, itemList: options.choices.map(translate) });
      return answer.tapIndex;
    } catch {
      return null;
    }
  },
};
