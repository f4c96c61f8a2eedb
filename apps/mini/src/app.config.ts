import { TABS } from './app/pages';

// Tab pages live in the main package; everything opened from them in subpackages, so the main
// package stays small (WeChat's limit is 2 MB; our target is 1.5 MB). Tab texts are set in the
// user's language at run time (ui/tab-texts.ts); these are the Chinese defaults.
const TAB_TEXTS = { archive: '时间', location: '地点', people: '人物', tag: '故事', status: '状态', more: '更多' } as const;

export default defineAppConfig({
  pages: [...TABS.map((tab) => `pages/${tab}/index`), 'pages/login/index'],
  subPackages: [
    { root: 'diary', pages: ['list/index', 'editor/index', 'detail/index'] },
    { root: 'settings', pages: ['index', 'exception/index'] },
  ],
  tabBar: {
    color: '#8a8a8a',
    selectedColor: '#e8590c',
    backgroundColor: '#ffffff',
    list: TABS.map((tab) => ({ pagePath: `pages/${tab}/index`, text: TAB_TEXTS[tab] })),
  },
  window: { navigationBarTitleText: '日记', navigationBarBackgroundColor: '#ffffff', navigationBarTextStyle: 'black', backgroundColor: '#f6f6f6' },
  requiredPrivateInfos: ['getLocation'],
  permission: { 'scope.userLocation': { desc: '记录日记的地点' } },
  lazyCodeLoading: 'requiredComponents',
});
