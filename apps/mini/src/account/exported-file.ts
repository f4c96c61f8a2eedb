import Taro from '@tarojs/taro';
import type { MessageKey } from '@diary/core';
import { savedFileSendable, sendSavedFile } from '../platform/saved-file';

/**
 * After an export: in WeChat the file sits in the mini program's folder, where nobody can open it, so
 * the user is told to send it to a chat (their File Transfer, say) and WeChat's chat picker opens. In a
 * browser it has been downloaded, and the "Saved" toast says so.
 */
export async function exportedFileNote(t: (key: MessageKey) => string): Promise<void> {
  if (!savedFileSendable) return;
  const { confirm } = await Taro.showModal({ title: t('settings.exportSaved'), content: t('settings.exportSendTip'), confirmText: t('settings.exportSend') });
  if (confirm) await sendSavedFile();
}
