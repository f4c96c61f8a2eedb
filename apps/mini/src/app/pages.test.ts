import { describe, expect, it } from 'vitest';
import { miniRoute } from './pages';

describe("where the store's phone routes open in the mini program", () => {
  it('opens diaries, lists and the editor in the subpackage', () => {
    expect(miniRoute('/edit/new')).toEqual({ url: '/diary/editor/index?id=new', open: 'page' });
    expect(miniRoute('/detail/d1')).toEqual({ url: '/diary/detail/index?id=d1', open: 'page' });
    expect(miniRoute('/list/tag/t1')).toEqual({ url: '/diary/list/index?type=tag&id=t1', open: 'page' });
    expect(miniRoute('/list/search/%E8%A5%BF%E6%B9%96')).toEqual({ url: '/diary/list/index?type=search&id=%E8%A5%BF%E6%B9%96', open: 'page' });
    expect(miniRoute('/list/favorite')).toEqual({ url: '/diary/list/index?type=favorite', open: 'page' });
  });

  it('starts afresh on a tab, the sign-in page and the error page', () => {
    expect(miniRoute('/')).toEqual({ url: '/pages/archive/index', open: 'tab' });
    expect(miniRoute('/dashboard/people')).toEqual({ url: '/pages/people/index', open: 'tab' });
    expect(miniRoute('/dashboard/nowhere')).toEqual({ url: '/pages/archive/index', open: 'tab' });
    expect(miniRoute('/login')).toEqual({ url: '/pages/login/index', open: 'relaunch' });
    expect(miniRoute('/exception')).toEqual({ url: '/settings/exception/index', open: 'relaunch' });
  });

  it('shows membership in settings, having no payment page of its own', () => {
    expect(miniRoute('/gopro')).toEqual({ url: '/settings/index', open: 'page' });
  });
});
