/** saved-file.weapp.ts or saved-file.h5.ts, whichever Taro builds. */

/** Saves a text as a file of the user's: the browser downloads it; WeChat keeps it in the mini program's folder. */
export declare function saveTextFile(file: { name: string; type: string; text: string }): Promise<void>;

/** Hands the user the file at a link: the browser downloads it; WeChat copies the link, to open in a browser. */
export declare function downloadFile(url: string, name: string): Promise<void>;

/** Where the last saved file can be taken from: WeChat sends it to a chat; a browser has already downloaded it. */
export declare const savedFileSendable: boolean;

/** Sends the last saved file to a WeChat chat (WeChat's shareFileMessage); false when there is none or it was cancelled. */
export declare function sendSavedFile(): Promise<boolean>;
