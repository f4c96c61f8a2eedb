import { MAIN_PAGES } from './app/pages';

// Tab pages live in the main package (but People, with its pinyin dictionary: app/pages.ts); everything
// opened from them in subpackages, so the main package stays small (WeChat's limit is 2 MB; our target is 1.5 MB). The six tabs are drawn by
// the app (ui/TabBar.tsx): WeChat's tab bar holds at most five.
export default defineAppConfig({
  pages: MAIN_PAGES,
  subPackages: [
    { root: 'diary', pages: ['list/index', 'editor/index', 'detail/index'] },
    { root: 'settings', pages: ['index', 'exception/index'] },
    { root: 'browse', pages: ['search/index', 'not-found/index'] },
    { root: 'manage', pages: ['target/index', 'organizers/index', 'organizer/index', 'organizer-select/index', 'story-select/index', 'place-select/index'] },
    { root: 'people', pages: ['index', 'select'] },
    { root: 'shared', pages: ['index'] },
    { root: 'account', pages: ['index', 'nickname/index', 'phone/index', 'wechat-unbind/index', 'delete/index'] },
    { root: 'info', pages: ['gopro/index', 'page/index'] },
    { root: 'photos', pages: ['index', 'crop/index', 'poster/index'] },
    { root: 'insights', pages: ['index'] },
    { root: 'ask', pages: ['index'] },
  ],
  window: { navigationBarTitleText: '日记', navigationBarBackgroundColor: '#ffffff', navigationBarTextStyle: 'black', backgroundColor: '#f6f6f6' },
  requiredPrivateInfos: ['getLocation', 'chooseLocation'],
  // Only location is declared here (WeChat reads no other scope from it); saving the poster to the album is declared in the
  // mini program's privacy guide in WeChat's console.
  permission: { 'scope.userLocation': { desc: '记录日记的地点' } },
  lazyCodeLoading: 'requiredComponents',
});
