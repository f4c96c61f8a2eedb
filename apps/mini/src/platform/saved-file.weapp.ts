import Taro from '@tarojs/taro';

let lastSaved: { path: string; name: string } | null = null;

/** WeChat has no downloads: the file is written to the mini program's user folder, to be sent on from there. */
export function saveTextFile({ name, text }: { name: string; type: string; text: string }): Promise<void> {
  const path = `${Taro.env.USER_DATA_PATH}/${name}`;
  return new Promise((resolve, reject) => {
    Taro.getFileSystemManager().writeFile({
      filePath: path,
      data: text,
      encoding: 'utf8',
      success: () => {
        lastSaved = { path, name };
        resolve();
      },
      fail: (error) => reject(error),
    });
  });
}

/** WeChat cannot hand a file at a link (a backup's ZIP) to the user: the link is copied, to open in a browser. */
export async function downloadFile(url: string, _name: string): Promise<void> {
  await Taro.setClipboardData({ data: url });
}

export const savedFileSendable = true;

export async function sendSavedFile(): Promise<boolean> {
  if (!lastSaved) return false;
  try {
    await Taro.shareFileMessage({ filePath: lastSaved.path, fileName: lastSaved.name });
    return true;
  } catch {
    return false;
  }
}
