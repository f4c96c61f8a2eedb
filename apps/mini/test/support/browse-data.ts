import { encodeDate, pointer } from '@diary/core';
import type { RealServer } from '@diary/tooling/server';
import { photo } from './h5-server';

/** West Lake and Lingyin Temple, WGS-84 as stored; a third place has no coordinates (list only). */
export const WEST_LAKE = { latitude: 30.2592, longitude: 120.149 };
export const LINGYIN = { latitude: 30.2416, longitude: 120.1016 };

export interface BrowseData {
  places: { lake: string; temple: string; home: string };
  people: { wang: string; alice: string };
  topic: string;
  stories: { lake: string; reading: string };
  history: string;
  favorite: string;
}

/** Noon `yearsAgo` years before today (in Shanghai, where the tests' clocks are). */
function noonYearsAgo(yearsAgo: number): Date {
  const today = new Date(Date.now() + 8 * 3600_000);
  return new Date(Date.UTC(today.getUTCFullYear() - yearsAgo, today.getUTCMonth(), today.getUTCDate(), 4));
}

/**
 * What the browse tabs and the widgets show, made over the API as the apps would: three places (two on the
 * map), people with a Chinese and a Latin name, a topic with a story and a story without one, a status in a
 * group, a diary of this day a year ago (snow) and a favorite of today with a real photo (sunny). The
 * counts are the server's own, from the diaries that mention them.
 */
export async function seedBrowseData(server: RealServer, token: string): Promise<BrowseData> {
  const add = async (className: string, data: Record<string, unknown>) => String((await server.api(token, 'add_item', { className, data })).objectId);
  const places = {
    lake: await add('location', { name: '西湖', address: '杭州市西湖区北山街', coordinates: { __type: 'GeoPoint', ...WEST_LAKE } }),
    temple: await add('location', { name: '灵隐寺', coordinates: { __type: 'GeoPoint', ...LINGYIN } }),
    home: await add('location', { name: '家' }),
  };
  const people = { wang: await add('people', { name: '王小明' }), alice: await add('people', { name: 'Alice' }) };
  const topic = await add('topic', { name: '旅行', position: 1 });
  const stories = { lake: await add('tag', { name: '西湖游记', topic: pointer('topic', topic) }), reading: await add('tag', { name: '读书' }) };
  const group = await add('group', { name: '心情', position: 1 });
  const calm = await add('status', { name: '平静', emoji: '😌', position: 1, group: pointer('group', group) });

  const history = await add('diary', {
    content: '一年前的今天：山上下雪了',
    datetime: encodeDate(noonYearsAgo(1)),
    weather: 8,
    location: [pointer('location', places.temple)],
  });
  const file = await server.uploadPhoto(token, photo('gps_DSCN0010.jpg'));
  const favorite = await add('diary', {
    content: '湖边的银杏叶黄了',
    datetime: encodeDate(noonYearsAgo(0)),
    weather: 1,
    favorite: true,
    gallery: [pointer('file', file.objectId)],
    cover: file.key,
    location: [pointer('location', places.lake)],
    people: [pointer('people', people.wang)],
    tag: [pointer('tag', stories.lake)],
    status: pointer('status', calm),
  });
  await server.api(token, 'update_item', { className: 'file', objectId: file.objectId, data: { diary: [pointer('diary', favorite)] } });
  return { places, people, topic, stories, history, favorite };
}
