import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { appContentSecurityPolicy } from '../src/http/security-headers';
import { withServer } from './support/server';

describe('the QR code images (the mini program on the landing page, customer service in the feedback sheet)', () => {
  it('are read from the configuration as a URL or a path on this server; anything else stops the server', () => {
    const config = loadConfig({ DIARY_MINI_PROGRAM_QR_URL: 'https://static.example.cn/mp.png', DIARY_CUSTOMER_SERVICE_QR_URL: '/qr/service.png' });
    expect(config.qrCodes).toEqual({ miniProgram: 'https://static.example.cn/mp.png', customerService: '/qr/service.png' });
    expect(loadConfig({}).qrCodes).toEqual({});
    expect(() => loadConfig({ DIARY_MINI_PROGRAM_QR_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => loadConfig({ DIARY_CUSTOMER_SERVICE_QR_URL: '//elsewhere.example/qr.png' })).toThrow(/DIARY_CUSTOMER_SERVICE_QR_URL/);
  });

  it('from another origin are allowed by the app’s CSP; a path on this server needs nothing more', () => {
    const policy = appContentSecurityPolicy(
      loadConfig({ DIARY_MINI_PROGRAM_QR_URL: 'https://static.example.cn/mp.png', DIARY_CUSTOMER_SERVICE_QR_URL: '/qr/service.png' }),
    );
    expect(policy.imgSrc).toContain('https://static.example.cn');
    expect(policy.imgSrc).not.toContain('/qr/service.png');
  });

  it('reach the clients through getFeatures, and are absent when not configured', async () => {
    await withServer(
      { env: { DIARY_MINI_PROGRAM_QR_URL: 'https://static.example.cn/mp.png', DIARY_CUSTOMER_SERVICE_QR_URL: '/qr/service.png' } },
      async (server) => {
        const features = (await server.call('getFeatures')).body;
        expect(features.miniProgramQrUrl).toBe('https://static.example.cn/mp.png');
        expect(features.customerServiceQrUrl).toBe('/qr/service.png');
      },
    );
    await withServer({}, async (server) => {
      const features = (await server.call('getFeatures')).body;
      expect(features).not.toHaveProperty('miniProgramQrUrl');
      expect(features).not.toHaveProperty('customerServiceQrUrl');
    });
  });
});
