import type { Browser } from 'playwright-core';

export declare const CHROMIUM: string;
/** Headless Chromium with nothing that reaches outside this machine. */
export declare function launchBrowser(): Promise<Browser>;
