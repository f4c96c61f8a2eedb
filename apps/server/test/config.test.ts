import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SECRET, loadConfig } from '../src/config';
import { appContentSecurityPolicy } from '../src/http/security-headers';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/main.js');

/** Every piece Tencent Cloud SMS needs. */
const TENCENT_SMS = {
  DIARY_SMS: 'tencent',
  DIARY_SMS_SECRET_ID: 'AKID0000',
  DIARY_SMS_SECRET_KEY: 'secret',
  DIARY_SMS_SIGN_NAME: '日记本',
  DIARY_SMS_TEMPLATE_LOGIN: '1100001',
  DIARY_TENCENT_SMS_APP_ID: '1400000001',
};

describe('configuration', () => {
  it('has safe defaults for one person on localhost: SQLite under ./data on 127.0.0.1:8787', () => {
    const config = loadConfig({}, '/srv/diary');
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(8787);
    expect(config.database).toEqual({ kind: 'sqlite', file: '/srv/diary/data/diary.sqlite' });
    expect(config.secret).toBe(DEVELOPMENT_SECRET);
  });

  it('uses PostgreSQL when a database URL is given', () => {
    expect(loadConfig({ DIARY_DATABASE_URL: 'postgres://u@db:5432/diary' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/diary',
      pool: 10,
    });
  });

  it('names every bad variable', () => {
    const bad = () => loadConfig({ DIARY_PORT: 'eighty', DIARY_DATABASE_URL: 'mysql://x', DIARY_TIME_ZONE: 'Mars/Olympus', DIARY_SECRET: 'short' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/DIARY_PORT/);
    expect(bad).toThrow(/DIARY_DATABASE_URL/);
    expect(bad).toThrow(/DIARY_TIME_ZONE/);
    expect(bad).toThrow(/DIARY_SECRET/);
  });

  it('turns weather on only when told, and QWeather only with its key', () => {
    expect(loadConfig({}).weather).toEqual({ kind: 'off' });
    expect(loadConfig({ DIARY_WEATHER: 'open-meteo' }).weather).toEqual({ kind: 'open-meteo', baseUrl: 'https://api.open-meteo.com' });
    expect(() => loadConfig({ DIARY_WEATHER: 'qweather' })).toThrow(/DIARY_QWEATHER_KEY/);
    expect(() => loadConfig({ DIARY_WEATHER: 'sunshine' })).toThrow(/DIARY_WEATHER/);
  });

  it('turns each WeChat app and the photo check on only with both of their keys', () => {
    expect(loadConfig({}).wechat).toEqual({ miniProgram: undefined, web: undefined, officialAccount: undefined });
    const on = loadConfig({ DIARY_WECHAT_WEB_APP_ID: 'wx1', DIARY_WECHAT_WEB_APP_SECRET: 's1' });
    expect(on.wechat.web).toEqual({
      baseUrl: 'https://api.weixin.qq.com',
      appId: 'wx1',
      appSecret: 's1',
      qrUrl: 'https://open.weixin.qq.com/connect/qrconnect',
    });
    expect(on.wechat.miniProgram).toBeUndefined();
    // The app may frame WeChat's QR page, from its configured origin only, and nothing when the web sign-in is off.
    expect(appContentSecurityPolicy(on).frameSrc).toEqual(['https://open.weixin.qq.com']);
    const fake = loadConfig({
      DIARY_WECHAT_WEB_APP_ID: 'wx1',
      DIARY_WECHAT_WEB_APP_SECRET: 's1',
      DIARY_WECHAT_QR_URL: 'http://127.0.0.1:4100/connect/qrconnect',
    });
    expect(appContentSecurityPolicy(fake).frameSrc).toEqual(['http://127.0.0.1:4100']);
    expect(appContentSecurityPolicy(loadConfig({})).frameSrc).toEqual(["'none'"]);
    expect(() => loadConfig({ DIARY_WECHAT_QR_URL: 'not a url' })).toThrow(/DIARY_WECHAT_QR_URL/);
    expect(() => loadConfig({ DIARY_WECHAT_WEB_APP_ID: 'wx1' })).toThrow(/DIARY_WECHAT_WEB_APP_ID \/ DIARY_WECHAT_WEB_APP_SECRET/);
    expect(loadConfig({}).imageCheck).toEqual({ kind: 'off' });
    expect(() => loadConfig({ DIARY_IMAGE_CHECK: 'qiniu' })).toThrow(/DIARY_QINIU_ACCESS_KEY/);
  });

  it('refuses the development secret, a missing master key, and the test-only SMS outbox, in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DIARY_SECRET/);
    const secret = 'a-production-secret-of-enough-length-0123456789';
    expect(() => loadConfig({ NODE_ENV: 'production', DIARY_SECRET: secret })).toThrow(/DIARY_MASTER_KEYS/);
    const keys = `1:${Buffer.alloc(32, 7).toString('base64')}`;
    const production = loadConfig({ NODE_ENV: 'production', DIARY_SECRET: secret, DIARY_MASTER_KEYS: keys, ...TENCENT_SMS });
    expect(production.secret).toBe(secret);
    expect(production.masterKeys.source).toBe('environment');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DIARY_SECRET: secret, DIARY_MASTER_KEYS: keys, ...TENCENT_SMS, DIARY_SMS_OUTBOX: 'codes.jsonl' }),
    ).toThrow(/DIARY_SMS_OUTBOX/);
  });

  it('refuses sign-in codes that only reach the log in production, and keeps the log as the default elsewhere', () => {
    const production = {
      NODE_ENV: 'production',
      DIARY_SECRET: 'a-production-secret-of-enough-length-0123456789',
      DIARY_MASTER_KEYS: `1:${Buffer.alloc(32, 7).toString('base64')}`,
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/DIARY_SMS: .*set DIARY_SMS to tencent or aliyun/);
    expect(() => loadConfig({ ...production, DIARY_SMS: 'log' })).toThrow(/DIARY_SMS/);
    expect(loadConfig({ ...production, ...TENCENT_SMS }).sms.kind).toBe('tencent');
    expect(loadConfig({}).sms).toEqual({ kind: 'log' });
    expect(loadConfig({ NODE_ENV: 'test' }).sms).toEqual({ kind: 'log' });
  });

  it('stops the start when the chosen SMS vendor misses a piece, naming the variables', () => {
    const { DIARY_TENCENT_SMS_APP_ID: _appId, DIARY_SMS_SIGN_NAME: _signName, ...withoutTwo } = TENCENT_SMS;
    expect(() => loadConfig(withoutTwo)).toThrow(ConfigError);
    expect(() => loadConfig(withoutTwo)).toThrow(/DIARY_SMS_SIGN_NAME \/ DIARY_TENCENT_SMS_APP_ID: Tencent Cloud SMS needs them/);
    expect(() => loadConfig({ DIARY_SMS: 'aliyun' })).toThrow(
      /DIARY_SMS_SECRET_ID \/ DIARY_SMS_SECRET_KEY \/ DIARY_SMS_SIGN_NAME \/ DIARY_SMS_TEMPLATE_LOGIN: Alibaba Cloud SMS needs them/,
    );
    const aliyun = {
      DIARY_SMS: 'aliyun',
      DIARY_SMS_SECRET_ID: 'LTAI0000',
      DIARY_SMS_SECRET_KEY: 's',
      DIARY_SMS_SIGN_NAME: '日记本',
      DIARY_SMS_TEMPLATE_LOGIN: 'SMS_1',
    };
    expect(() => loadConfig({ ...aliyun, DIARY_ALIYUN_VOICE_TEMPLATE: 'TTS_1' })).toThrow(/DIARY_ALIYUN_VOICE_SHOW_NUMBER/);
    expect(() => loadConfig({ DIARY_SMS: 'huawei' })).toThrow(/DIARY_SMS/);
  });

  it("reads a vendor's settings with the vendors' endpoints, its region and voice optional", () => {
    const tencent = loadConfig(TENCENT_SMS).sms;
    expect(tencent).toEqual({
      kind: 'tencent',
      key: { secretId: 'AKID0000', secretKey: 'secret' },
      region: 'ap-guangzhou',
      smsUrl: 'https://sms.tencentcloudapi.com',
      appId: '1400000001',
      signName: '日记本',
      templates: { login: '1100001', changePhone: '1100001' },
      voice: undefined,
    });
    const withVoice = loadConfig({ ...TENCENT_SMS, DIARY_TENCENT_VMS_APP_ID: '1400000002', DIARY_SMS_TEMPLATE_CHANGE_PHONE: '1100002' }).sms;
    expect(withVoice).toMatchObject({
      templates: { login: '1100001', changePhone: '1100002' },
      voice: { url: 'https://vms.tencentcloudapi.com', appId: '1400000002' },
    });
    const aliyun = loadConfig({
      DIARY_SMS: 'aliyun',
      DIARY_SMS_SECRET_ID: 'LTAI0000',
      DIARY_SMS_SECRET_KEY: 's',
      DIARY_SMS_SIGN_NAME: '日记本',
      DIARY_SMS_TEMPLATE_LOGIN: 'SMS_1',
      DIARY_ALIYUN_VOICE_TEMPLATE: 'TTS_1',
      DIARY_ALIYUN_VOICE_SHOW_NUMBER: '057112345678',
    }).sms;
    expect(aliyun).toMatchObject({
      region: 'cn-hangzhou',
      smsUrl: 'https://dysmsapi.aliyuncs.com',
      voice: { url: 'https://dyvmsapi.aliyuncs.com', ttsCode: 'TTS_1', showNumber: '057112345678' },
    });
  });

  it('stops the server at start with the message, before opening anything', () => {
    const run = spawnSync(process.execPath, [MAIN], {
      env: { ...process.env, DIARY_PORT: '99999', DIARY_DATA_DIR: '/nonexistent/should-not-be-created' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("The server's configuration is invalid");
    expect(run.stderr).toContain('DIARY_PORT');
  });
});
