import { API_ERRORS, IP_LOCATION_FALLBACK, REQUESTS, wgs84ToGcj02 } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, list } from './support/records';
import { callPath, fakeVendor, withVendor } from './support/vendors';
import { startTestServer, type SignedIn, type TestServer, withServer } from './support/server';

const WEST_LAKE = { latitude: 30.2741, longitude: 120.1551 };
const KEY = 'tencent-test-key';

describe('places, maps not configured', () => {
  let server: TestServer;
  let me: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    me = await server.signUp();
  });
  afterAll(() => server.close());

  it('reverse geocoding and place search answer 503; IP location falls back to the seeds’ point', async () => {
    const reverse = await callPath(server, '/utils/reverse_geocode', { type: 'reverse_geocode', ...WEST_LAKE }, me.token);
    expect(reverse.status).toBe(503);
    expect(reverse.body.code).toBe(API_ERRORS.serviceUnavailable.code);
    expect((await callPath(server, '/utils/search_places', { type: 'search_places', ...WEST_LAKE }, me.token)).status).toBe(503);
    expect((await callPath(server, '/utils/ip_location', { type: 'ip_location' })).body).toEqual(IP_LOCATION_FALLBACK);
    expect((await server.call('getFeatures')).body.maps).toBe(false);
  });

  it('own places still work: by name and within 0.3 km, up to 100', async () => {
    await add(server, me.token, 'location', { name: '西湖断桥', coordinates: { __type: 'GeoPoint', ...WEST_LAKE } });
    await add(server, me.token, 'location', { name: '灵隐寺', coordinates: { __type: 'GeoPoint', latitude: 30.2408, longitude: 120.1016 } });
    expect((await list(server, me.token, 'location', { where: { name: { $contains: '西湖' } } })).items.map((l) => l.name)).toEqual(['西湖断桥']);
    const near = await list(server, me.token, 'location', {
      where: { coordinates: { $nearSphere: { __type: 'GeoPoint', latitude: 30.2755, longitude: 120.1555 }, $maxDistanceInKilometers: 0.3 } },
      limit: 100,
    });
    expect(near.items.map((l) => l.name)).toEqual(['西湖断桥']);
  });
});

describe('places through Tencent Location Service', () => {
  let vendor: Awaited<ReturnType<typeof fakeVendor>>;
  let server: TestServer;
  let me: SignedIn;
  const gcjLake = wgs84ToGcj02(WEST_LAKE);
  beforeAll(async () => {
    vendor = await fakeVendor((url) => {
      if (url.searchParams.get('key') !== KEY) return { status: 200, body: { status: 311, message: 'key error' } };
      switch (url.pathname) {
        case '/ws/geocoder/v1/':
          return {
            status: 200,
            body: {
              status: 0,
              result: {
                address: '浙江省杭州市西湖区北山街',
                formatted_addresses: { recommend: '断桥附近' },
                address_reference: { landmark_l2: { title: '西湖' } },
              },
            },
          };
        case '/ws/place/v1/search':
          return {
            status: 200,
            body: {
              status: 0,
              count: 1,
              data: [{ id: '1234567890', title: '湖边咖啡', address: '北山街 1 号', location: { lat: gcjLake.latitude, lng: gcjLake.longitude } }],
            },
          };
        case '/ws/location/v1/ip':
          return { status: 200, body: { status: 0, result: { ip: url.searchParams.get('ip'), location: { lat: gcjLake.latitude, lng: gcjLake.longitude } } } };
        default:
          return { status: 404, body: {} };
      }
    });
    server = await startTestServer({ env: { DIARY_MAPS: 'tencent', DIARY_TENCENT_MAP_KEY: KEY, DIARY_TENCENT_MAP_URL: vendor.url } });
    me = await server.signUp();
  });
  afterAll(async () => {
    await server.close();
    await vendor.close();
  });

  it('names the current place: the landmark as title, with the address; asks in GCJ-02', async () => {
    const answer = await callPath(server, '/utils/reverse_geocode', { type: 'reverse_geocode', ...WEST_LAKE }, me.token);
    expect(answer.status).toBe(200);
    expect(REQUESTS.reverse_geocode!.response.safeParse(answer.body).success).toBe(true);
    expect(answer.body).toEqual({ title: '西湖', address: '浙江省杭州市西湖区北山街', ...WEST_LAKE });
    const [lat, lng] = vendor.calls.at(-1)!.searchParams.get('location')!.split(',').map(Number) as [number, number];
    expect(lat).toBeCloseTo(gcjLake.latitude, 6);
    expect(lng).toBeCloseTo(gcjLake.longitude, 6);
    expect(Math.abs(lng - WEST_LAKE.longitude)).toBeGreaterThan(0.001);
  });

  it('searches nearby places, 20 a page around 1 km by default, a tourist term without a keyword, answering WGS-84', async () => {
    const answer = await callPath(server, '/utils/search_places', { type: 'search_places', ...WEST_LAKE }, me.token);
    expect(answer.status).toBe(200);
    expect(REQUESTS.search_places!.response.safeParse(answer.body).success).toBe(true);
    const asked = vendor.calls.at(-1)!.searchParams;
    expect(asked.get('keyword')).toBe('景点');
    expect(asked.get('page_size')).toBe('20');
    expect(asked.get('boundary')).toMatch(/^nearby\([\d.]+,[\d.]+,1000\)$/);
    const place = answer.body.data[0];
    expect(place).toMatchObject({ id: '1234567890', title: '湖边咖啡', address: '北山街 1 号' });
    expect(place.latitude).toBeCloseTo(WEST_LAKE.latitude, 4);
    expect(place.longitude).toBeCloseTo(WEST_LAKE.longitude, 4);
    await callPath(server, '/utils/search_places', { type: 'search_places', keyword: '咖啡', radius: 300, pageIndex: 2, ...WEST_LAKE }, me.token);
    expect(vendor.calls.at(-1)!.searchParams.get('keyword')).toBe('咖啡');
    expect(vendor.calls.at(-1)!.searchParams.get('page_index')).toBe('2');
  });

  it('locates the client address', async () => {
    const answer = await callPath(server, '/utils/ip_location', { type: 'ip_location' });
    expect(answer.status).toBe(200);
    expect(answer.body.lat).toBeCloseTo(WEST_LAKE.latitude, 4);
    expect(vendor.calls.at(-1)!.searchParams.get('ip')).toBe('127.0.0.1');
    expect((await server.call('getFeatures')).body.maps).toBe(true);
  });

  it('needs a signed-in user for geocoding and search', async () => {
    expect((await callPath(server, '/utils/reverse_geocode', { type: 'reverse_geocode', ...WEST_LAKE })).status).toBe(401);
    expect((await callPath(server, '/utils/search_places', { type: 'search_places', ...WEST_LAKE })).status).toBe(401);
  });
});

describe('IP location', () => {
  it('is limited per client address, like sign-in, since each call spends the vendor’s quota', async () => {
    await withServer({ env: { DIARY_SIGN_IN_REQUESTS_PER_MINUTE: '3' } }, async (server) => {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await callPath(server, '/utils/ip_location', { type: 'ip_location' })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
});

describe('places through Tencent with a refused key', () => {
  it('answers 503 for geocoding and search, and falls back for IP location', async () => {
    await withVendor(
      () => ({ status: 200, body: { status: 311, message: 'key error' } }),
      (vendor) =>
        withServer({ env: { DIARY_MAPS: 'tencent', DIARY_TENCENT_MAP_KEY: 'a-wrong-key', DIARY_TENCENT_MAP_URL: vendor.url } }, async (server) => {
          const me = await server.signUp();
          const reverse = await callPath(server, '/utils/reverse_geocode', { type: 'reverse_geocode', ...WEST_LAKE }, me.token);
          expect(reverse.status).toBe(503);
          expect(String(reverse.body.error)).toContain('location service is temporarily unavailable');
          expect((await callPath(server, '/utils/search_places', { type: 'search_places', ...WEST_LAKE }, me.token)).status).toBe(503);
          expect((await callPath(server, '/utils/ip_location', { type: 'ip_location' })).body).toEqual(IP_LOCATION_FALLBACK);
        }),
    );
  });
});
