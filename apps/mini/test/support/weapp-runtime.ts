import { Blob as NodeBlob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as simulateModule from 'miniprogram-simulate';
import { WEAPP_DIST } from './wechat-ci';

/**
 * WeChat's runtime, as far as a page of the weapp build needs it, in jsdom: miniprogram-simulate
 * gives `Component`, the `wx` API (mocked) and WeChat's own WXML compiler; this adds `App`,
 * `getApp`, `Page` (a page is a component whose lifecycle runs on attach), `getCurrentPages`, a
 * storage that keeps what is written, and `wx.request` over real HTTP to the server on loopback.
 */
type Options = Record<string, unknown> & { data?: unknown };
type Simulate = typeof simulateModule;

const require = createRequire(import.meta.url);
/** The server the weapp build was built to call (config/index.ts); requests to it go to the test's server. */
const BUILT_API_BASE = process.env.DIARY_API_BASE ?? 'http://127.0.0.1:8787';
const pages: unknown[] = [];

/**
 * What WeChat's getSystemInfoSync reports on a phone. miniprogram-simulate reports iOS, where the mini program sells no
 * PRO (WeChat's rules on virtual payment); a test of paying runs on Android.
 */
export const PHONES = {
  android: {
    platform: 'android',
    system: 'Android 14',
    brand: 'Xiaomi',
    theme: 'light',
    windowWidth: 393,
    windowHeight: 851,
    pixelRatio: 2.75,
    language: 'zh_CN',
  },
  iPhone: { platform: 'ios', system: 'iOS 17.5', brand: 'iPhone', theme: 'light', windowWidth: 390, windowHeight: 844, pixelRatio: 3, language: 'zh_CN' },
} as const;

export interface WeappRuntime {
  simulate: Simulate;
  storage: Map<string, unknown>;
  /** The pages WeChat was asked to open (navigateTo, redirectTo, reLaunch). */
  opened: string[];
  /** The words of the toast or loading toast on screen now, if one is. */
  toast(): string | undefined;
  /** WeChat's network goes or comes back (wx.onNetworkStatusChange); wx.request fails while it is gone. */
  setNetwork(connected: boolean): void;
  /** Renders a page of the build (e.g. `pages/archive/index`) with its query; returns the attached component. */
  renderPage(page: string, query?: Record<string, string>): ReturnType<Simulate['render']> & { dom: HTMLElement };
  /**
   * Detaches every rendered page and lets the runtime's last scheduled updates run: one left pending
   * would fire after the test's DOM is gone ("window is not defined", failing the run).
   */
  close(): Promise<void>;
}

function pageAsComponent(options: Options, query: () => Record<string, string>): Options {
  const methods: Record<string, unknown> = {};
  const rest: Options = {};
  for (const [key, value] of Object.entries(options)) {
    if (typeof value === 'function') methods[key] = value;
    else rest[key] = value;
  }
  return {
    ...rest,
    methods,
    lifetimes: {
      attached(this: Record<string, (arg?: unknown) => void>) {
        pages.push(this);
        this.onLoad?.(query());
        this.onShow?.();
      },
      ready(this: Record<string, () => void>) {
        this.onReady?.();
      },
      detached(this: Record<string, () => void>) {
        this.onUnload?.();
        pages.splice(pages.indexOf(this), 1);
      },
    },
  };
}

type UploadOptions = {
  url: string;
  filePath: string;
  name: string;
  formData?: Record<string, string>;
  success?: (r: unknown) => void;
  fail?: (e: unknown) => void;
};

/**
 * `wx.uploadFile` as a real multipart POST of the file on disk (`filePath`) to the server on loopback.
 * Node's own FormData and Blob: in jsdom the globals are jsdom's, which Node's fetch cannot send.
 */
function uploadFile(options: UploadOptions) {
  void (async () => {
    const NodeFormData = (await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData())
      .constructor as typeof FormData;
    const form = new NodeFormData();
    for (const [key, value] of Object.entries(options.formData ?? {})) form.set(key, value);
    form.set(options.name, new NodeBlob([readFileSync(options.filePath)], { type: 'image/jpeg' }) as unknown as Blob, path.basename(options.filePath));
    const response = await fetch(options.url, { method: 'POST', body: form });
    options.success?.({ statusCode: response.status, data: await response.text(), errMsg: 'uploadFile:ok' });
  })().catch((error: unknown) => options.fail?.({ errMsg: `uploadFile:fail ${String(error)}` }));
  return { onProgressUpdate() {}, offProgressUpdate() {}, abort() {} };
}

type Callbacks = { success?: (r: unknown) => void; complete?: (r: unknown) => void };
type Shown = { kind: 'toast' | 'loading'; title: string };

/**
 * WeChat's toasts as its documentation describes them: one on screen at a time, shared by `showToast` and
 * `showLoading`, and either `hide…` closes whichever shows, unless it is called with `noConflict`. (How
 * long a message toast stays is left out: a test reads it right away.)
 */
function toasts() {
  let shown: Shown | undefined;
  const answer = (name: string, options: Callbacks) => {
    const result = { errMsg: `${name}:ok` };
    options.success?.(result);
    options.complete?.(result);
    return Promise.resolve(result);
  };
  const show = (kind: Shown['kind'], name: string) => (options: Callbacks & { title: string }) => {
    shown = { kind, title: options.title };
    return answer(name, options);
  };
  const hide =
    (kind: Shown['kind'], name: string) =>
    (options: Callbacks & { noConflict?: boolean } = {}) => {
      if (!options.noConflict || shown?.kind === kind) shown = undefined;
      return answer(name, options);
    };
  return {
    shownNow: () => shown?.title,
    api: {
      showToast: show('toast', 'showToast'),
      showLoading: show('loading', 'showLoading'),
      hideToast: hide('toast', 'hideToast'),
      hideLoading: hide('loading', 'hideLoading'),
    },
  };
}

/** `wx` adds WeChat APIs the simulator lacks (before the app loads: Taro binds the APIs it finds at start). */
export function startWeappRuntime(apiBase: string, stored: Record<string, string>, wx: Record<string, unknown> = {}): WeappRuntime {
  const simulate = require('miniprogram-simulate') as Simulate;
  const g = globalThis as Record<string, unknown>;
  const simulated = g.wx as Record<string, unknown>;
  Object.assign(simulated, wx);
  const storage = new Map<string, unknown>(Object.entries(stored));
  const opened: string[] = [];
  let app: Options | undefined;
  let query: Record<string, string> = {};
  const rendered: Array<{ detach(): void }> = [];
  const loaded = new Map<string, string>();
  const toast = toasts();
  const network = { connected: true, listeners: [] as Array<(r: { isConnected: boolean; networkType: string }) => void> };

  Object.assign(simulated, {
    getStorageSync: (key: string) => storage.get(key) ?? '',
    setStorageSync: (key: string, value: unknown) => void storage.set(key, value),
    removeStorageSync: (key: string) => void storage.delete(key),
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    request(options: {
      url: string;
      method?: string;
      header?: Record<string, string>;
      data?: unknown;
      enableChunked?: boolean;
      success?: (r: unknown) => void;
      fail?: (e: unknown) => void;
    }) {
      // WeChat's RequestTask: its headers as soon as they come, and with enableChunked each piece of the body as bytes.
      const heard: Array<(r: { header: Record<string, string> }) => void> = [];
      const chunks: Array<(r: { data: ArrayBuffer }) => void> = [];
      const aborting = new AbortController();
      const task = {
        abort: () => aborting.abort(),
        onHeadersReceived: (listener: (typeof heard)[number]) => void heard.push(listener),
        offHeadersReceived() {},
        onChunkReceived: (listener: (typeof chunks)[number]) => void chunks.push(listener),
        offChunkReceived() {},
      };
      if (!network.connected) {
        setTimeout(() => options.fail?.({ errMsg: 'request:fail network is down' }));
        return task;
      }
      const body = options.data === undefined || options.method === 'GET' ? undefined : JSON.stringify(options.data);
      fetch(options.url.replace(BUILT_API_BASE, apiBase), {
        method: options.method ?? 'GET',
        headers: options.header ?? {},
        signal: aborting.signal,
        ...(body ? { body } : {}),
      })
        .then(async (response) => {
          const header = Object.fromEntries(response.headers);
          for (const listener of heard) listener({ header });
          if (options.enableChunked && response.body) {
            const reader = response.body.getReader();
            for (let read = await reader.read(); !read.done; read = await reader.read()) {
              const bytes = read.value;
              for (const listener of chunks) listener({ data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer });
            }
            return options.success?.({ statusCode: response.status, data: new ArrayBuffer(0), header, errMsg: 'request:ok' });
          }
          const text = await response.text();
          options.success?.({ statusCode: response.status, data: text ? JSON.parse(text) : '', header, errMsg: 'request:ok' });
        })
        .catch((error: unknown) => options.fail?.({ errMsg: aborting.signal.aborted ? 'request:fail abort' : `request:fail ${String(error)}` }));
      return task;
    },
    navigateTo: (o: { url: string; success?: () => void }) => (opened.push(o.url), o.success?.(), Promise.resolve({ errMsg: 'navigateTo:ok' })),
    redirectTo: (o: { url: string; success?: () => void }) => (opened.push(o.url), o.success?.(), Promise.resolve({ errMsg: 'redirectTo:ok' })),
    reLaunch: (o: { url: string; success?: () => void }) => (opened.push(o.url), o.success?.(), Promise.resolve({ errMsg: 'reLaunch:ok' })),
    uploadFile,
    // The network as WeChat reports it: on, until a test takes it away (setNetwork).
    getNetworkType: (o: { success?: (r: unknown) => void }) => o.success?.({ networkType: network.connected ? 'wifi' : 'none', errMsg: 'getNetworkType:ok' }),
    onNetworkStatusChange: (listener: (r: { isConnected: boolean; networkType: string }) => void) => void network.listeners.push(listener),
    ...toast.api,
  });
  g.App = (options: Options) => {
    app = options;
  };
  g.getApp = () => app;
  g.getCurrentPages = () => pages;
  g.Page = (options: Options) => (g.Component as (o: Options) => void)(pageAsComponent(options, () => query));

  // app.js brings the runtime, React, the store and every shared chunk, then registers the app.
  require(path.join(WEAPP_DIST, 'app.js'));
  (app?.onLaunch as ((o: unknown) => void) | undefined)?.call(app, { path: 'pages/archive/index', query: {} });
  (app?.onShow as ((o: unknown) => void) | undefined)?.call(app, { path: 'pages/archive/index', query: {} });

  return {
    simulate,
    storage,
    opened,
    toast: toast.shownNow,
    setNetwork(connected) {
      network.connected = connected;
      for (const listener of network.listeners) listener({ isConnected: connected, networkType: connected ? 'wifi' : 'none' });
    },
    renderPage(page, pageQuery = {}) {
      query = pageQuery;
      // A page's definition is registered once (loading it again registers a second, broken copy); each render is a new instance.
      const id = loaded.get(page) ?? simulate.load(path.join(WEAPP_DIST, page), { rootPath: WEAPP_DIST });
      loaded.set(page, id);
      const component = simulate.render(id);
      component.attach(document.createElement('parent-wrapper'));
      rendered.push(component);
      return component as typeof component & { dom: HTMLElement };
    },
    async close() {
      for (const component of rendered.splice(0)) component.detach();
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
  };
}

/** What the page gave a native component (by its data-sid) in Taro's rendered tree: the component's attributes. */
export function attributesOf(page: { data: unknown }, element: HTMLElement): Record<string, unknown> {
  const sid = element.getAttribute('data-sid');
  const walk = (node: { sid?: string; cn?: unknown[] }): Record<string, unknown> | undefined =>
    node.sid === sid ? (node as Record<string, unknown>) : (node.cn ?? []).map((child) => walk(child as { sid?: string })).find(Boolean);
  return walk((page.data as { root: { cn: unknown[] } }).root as { cn: unknown[] }) ?? {};
}

/**
 * The slot (`p7`…) under which Taro sends a component's attribute, as the built template reads it: a test reads a
 * native component's attribute (a map's enable-satellite) from the data Taro sent, by the template's own name for it.
 */
export function templateSlot(tag: string, attribute: string): string {
  const base = readFileSync(path.join(WEAPP_DIST, 'base.wxml'), 'utf8');
  const element = new RegExp(`<${tag} [^>]*`).exec(base)?.[0] ?? '';
  const slot = new RegExp(`${attribute}="\\{\\{(?:xs\\.b\\()?i\\.(p\\d+)`).exec(element)?.[1];
  if (!slot) throw new Error(`no ${attribute} on <${tag}> in the built template`);
  return slot;
}
