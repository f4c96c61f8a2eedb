import { API_ERRORS, REQUESTS, weatherKindFromProviderCode } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath, fakeVendor, withVendor } from './support/vendors';
import { startTestServer, type SignedIn, type TestServer, withServer } from './support/server';

const days = (n: number) => Array.from({ length: n }, (_, i) => `2026-11-${String(21 + i).padStart(2, '0')}`);

const weatherAt = (server: TestServer, location: string, token?: string) =>
  callPath(server, '/utils/get_weather', { type: 'get_weather', location, forecast: '7d' }, token);

describe('weather, not configured', () => {
  it('answers 503 so the client leaves weather unset, and says weather is off', async () => {
    await withServer({}, async (server) => {
      const me = await server.signUp();
      const answer = await weatherAt(server, '120.15,30.28', me.token);
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe(API_ERRORS.serviceUnavailable.code);
      expect((await server.call('getFeatures')).body.weather).toBe(false);
    });
  });
});

describe('weather from QWeather', () => {
  const KEY = 'qweather-test-key';
  let vendor: Awaited<ReturnType<typeof fakeVendor>>;
  let server: TestServer;
  let me: SignedIn;
  let failing = false;
  beforeAll(async () => {
    vendor = await fakeVendor((url) => {
      if (failing) return { status: 502, body: { message: 'bad gateway' } };
      if (url.pathname !== '/v7/weather/7d') return { status: 404, body: {} };
      if (url.searchParams.get('key') !== KEY) return { status: 200, body: { code: '401' } };
      const daily = days(7).map((fxDate, i) => ({
        fxDate,
        iconDay: ['100', '305', '400', '501', '104', '302', '999'][i],
        iconNight: '150',
        textDay: '晴',
        textNight: '晴',
        tempMax: '17',
        tempMin: '8',
        humidity: '60',
      }));
      return { status: 200, body: { code: '200', updateTime: '2026-11-21T12:00+08:00', daily } };
    });
    server = await startTestServer({ env: { DIARY_WEATHER: 'qweather', DIARY_QWEATHER_KEY: KEY, DIARY_QWEATHER_URL: vendor.url } });
    me = await server.signUp();
  });
  afterAll(async () => {
    await server.close();
    await vendor.close();
  });

  it('answers the daily list in the icon codes core maps, today first', async () => {
    const answer = await weatherAt(server, '120.15,30.28', me.token);
    expect(answer.status).toBe(200);
    expect(REQUESTS.get_weather!.response.safeParse(answer.body).success).toBe(true);
    expect(answer.body.daily).toHaveLength(7);
    expect(answer.body.daily[0]).toEqual({
      fxDate: '2026-11-21',
      iconDay: '100',
      iconNight: '150',
      textDay: '晴',
      textNight: '晴',
      tempMax: '17',
      tempMin: '8',
    });
    expect(weatherKindFromProviderCode(answer.body.daily[0].iconDay)).toBe('sunny');
    expect(vendor.calls.at(-1)!.searchParams.get('location')).toBe('120.15,30.28');
    expect((await server.call('getFeatures')).body.weather).toBe(true);
  });

  it('asks the vendor once per place and day', async () => {
    const before = vendor.calls.length;
    await weatherAt(server, '120.15,30.28', me.token);
    await weatherAt(server, '120.151,30.279', me.token);
    expect(vendor.calls.length).toBe(before);
    await weatherAt(server, '116.40,39.90', me.token);
    expect(vendor.calls.length).toBe(before + 1);
    server.clock.advance(24 * 3600 * 1000);
    await weatherAt(server, '120.15,30.28', me.token);
    expect(vendor.calls.length).toBe(before + 2);
  });

  it('answers 503 when the vendor fails, and never caches a failure', async () => {
    failing = true;
    const down = await weatherAt(server, '100.00,20.00', me.token);
    expect(down.status).toBe(503);
    expect(down.body.code).toBe(API_ERRORS.serviceUnavailable.code);
    failing = false;
    expect((await weatherAt(server, '100.00,20.00', me.token)).status).toBe(200);
  });

  it('is for signed-in users, and checks the location', async () => {
    expect((await weatherAt(server, '120.15,30.28')).status).toBe(401);
    expect((await weatherAt(server, '200.00,30.00', me.token)).status).toBe(400);
    expect((await weatherAt(server, '120.15;30.28', me.token)).status).toBe(400);
  });
});

describe('weather from QWeather with a wrong key', () => {
  it('answers 503: QWeather reports the failure in its body with HTTP 200', async () => {
    await withVendor(
      () => ({ status: 200, body: { code: '401' } }),
      (vendor) =>
        withServer({ env: { DIARY_WEATHER: 'qweather', DIARY_QWEATHER_KEY: 'wrong-key-000', DIARY_QWEATHER_URL: vendor.url } }, async (server) => {
          const me = await server.signUp();
          expect((await weatherAt(server, '120.15,30.28', me.token)).status).toBe(503);
        }),
    );
  });
});

describe('weather from Open-Meteo', () => {
  it('maps WMO codes onto the same icon codes: clear, overcast, rain, thunder, snow, fog, cloudy', async () => {
    const forecast = {
      daily: {
        time: days(7),
        weather_code: [0, 3, 61, 95, 71, 45, 2],
        temperature_2m_max: [17.4, 15, 12, 20, -1.6, 9, 10],
        temperature_2m_min: [8.2, 7, 6, 14, -5, 3, 4],
      },
    };
    await withVendor(
      (url) => {
        expect(url.pathname).toBe('/v1/forecast');
        return { status: 200, body: forecast };
      },
      (vendor) =>
        withServer({ env: { DIARY_WEATHER: 'open-meteo', DIARY_OPEN_METEO_URL: vendor.url } }, async (server) => {
          const me = await server.signUp();
          const answer = await weatherAt(server, '120.15,30.28', me.token);
          expect(answer.status).toBe(200);
          expect(vendor.calls[0]!.searchParams.get('latitude')).toBe('30.2800');
          const kinds = answer.body.daily.map((d: any) => weatherKindFromProviderCode(d.iconDay));
          expect(kinds).toEqual(['sunny', 'overcast', 'rain', 'thundershower', 'snow', 'foggy', 'cloudy']);
          expect(answer.body.daily[0]).toMatchObject({ iconDay: '100', iconNight: '150', tempMax: '17', tempMin: '8' });
          expect(answer.body.daily[4]).toMatchObject({ tempMax: '-2', tempMin: '-5' });
        }),
    );
  });
});
