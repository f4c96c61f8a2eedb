import type { Browser, BrowserContext, LaunchOptions, BrowserContextOptions } from 'playwright-core';

export declare const CHROMIUM: string;
/** Headless Chromium with nothing that reaches outside this machine; each context is a fresh private profile. */
export declare function launchBrowser(): Promise<Browser>;
/** The same Chromium with an ordinary profile in a directory, for what a private profile cannot do. */
export declare function launchProfile(
  userDataDir: string,
  options?: Omit<LaunchOptions, 'executablePath' | 'args'> & BrowserContextOptions,
): Promise<BrowserContext>;
