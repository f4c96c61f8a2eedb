import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@tarojs/cli';

// Taro builds from the mini program's folder: its package.json is the one here.
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };

// Written by hand: `taro init` fetches templates from outside hosts.
// The design width is NutUI's 375 so its px and ours convert to rpx alike.
export default defineConfig<'webpack5'>(() => ({
  projectName: 'diary-mini',
  date: '2026-11-21',
  designWidth: 375,
  deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
  sourceRoot: 'src',
  outputRoot: `dist/${process.env.TARO_ENV}`,
  framework: 'react',
  // NutUI React Taro draws with HTML tags (div, span); this plugin gives them mini-program templates.
  plugins: ['@tarojs/plugin-html', path.resolve('config/aria.ts')],
  compiler: { type: 'webpack5', prebundle: { enable: false } },
  // The H5 page loads its root-font-size script as a file (no inline script under the server's CSP).
  // The map's marker is a file WeChat's <map> reads from the package (it takes no inline image).
  copy: {
    patterns:
      process.env.TARO_ENV === 'h5'
        ? [{ from: 'src/h5/root-font-size.js', to: 'dist/h5/root-font-size.js' }]
        : [{ from: 'src/assets/marker.png', to: 'dist/weapp/assets/marker.png' }],
    options: {},
  },
  cache: { enable: false },
  defineConstants: {
    // Where the weapp build finds the server. WeChat only allows https domains listed in its
    // console; the development default is `npm start` on this machine (the developer tools can
    // skip the domain check). The H5 build uses its own page's origin.
    DIARY_API_BASE: JSON.stringify(process.env.DIARY_API_BASE ?? 'http://127.0.0.1:8787'),
    // The version settings shows: the release's, else the package's (as the web app's).
    DIARY_APP_VERSION: JSON.stringify(process.env.DIARY_VERSION ?? pkg.version),
  },
  mini: {
    postcss: { pxtransform: { enable: true, config: {} }, cssModules: { enable: false } },
    optimizeMainPackage: { enable: true },
  },
  h5: {
    publicPath: '/',
    staticDirectory: 'static',
    router: { mode: 'hash' },
    postcss: { autoprefixer: { enable: true }, cssModules: { enable: false } },
  },
}));
