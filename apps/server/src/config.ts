import os from 'node:os';
import path from 'node:path';
import type { MapTiles } from '@diary/core';
import { z } from 'zod';
import { SIGN_IN_LIMITS } from './accounts/limits';
import type { DatabaseSettings } from './db/database';
import { parseMasterKeys } from './encryption/key-provider';
import { isKnownTimeZone } from './time-zone';
import { smsConfig, type SmsConfig } from './sms-config';
import { paymentConfig, type PaymentConfig } from './payment-config';
import { assistantConfig, type AssistantConfig } from './assistant-config';

/**
 * Every setting of the server, read from the environment once at start. A bad value
 * stops the server with a message naming the variable, before anything is opened.
 *
 * Development defaults are safe for one person on localhost and are marked as such:
 * the secret below must be replaced anywhere other people's diaries are stored.
 */
export const DEVELOPMENT_SECRET = 'development-only-secret-change-me-in-production';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const port = z.coerce.number().int().min(0).max(65535);
/** An image's address: an https:// (or http://) URL, or a path on this server such as /qr/mini-program.png. */
const imageAddress = z.string().regex(/^(https?:\/\/[^\s]+|\/[^/\s][^\s]*)$/, 'must be an http(s) URL or a path starting with /');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DIARY_HOST: z.string().min(1).default('127.0.0.1'),
  DIARY_PORT: port.default(8787),
  /** Where the embedded database (and later, media) live. */
  DIARY_DATA_DIR: z.string().min(1).default('data'),
  /** postgres://… selects PostgreSQL; unset means the embedded SQLite database. */
  DIARY_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DIARY_DATABASE_POOL: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * The master keys that wrap the users' data keys: `version:base64` entries, comma-separated, each 32
   * random bytes (`openssl rand -base64 32`); the highest version wraps new keys. Required in production;
   * unset elsewhere, the data directory's `master-keys` file is used (made on first start).
   */
  DIARY_MASTER_KEYS: z.string().min(1).optional(),
  /** Signs SMS code hashes; at least 32 characters. */
  DIARY_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEVELOPMENT_SECRET),
  /** The time zone for a diary's day when a client does not say (todayonhistory, archives, export). */
  DIARY_TIME_ZONE: z.string().default('Asia/Shanghai').refine(isKnownTimeZone, 'is not a known IANA time zone'),
  /** Where the built web app is served from, if it exists. */
  DIARY_WEB_DIR: z.string().optional(),
  /**
   * Where media files are served, e.g. https://media.example.com/media: an origin of their own keeps
   * even a file that slipped past every check away from the app's origin. Defaults to this server's /media.
   */
  DIARY_MEDIA_BASE: z.string().url().optional(),
  /** The map's tile URL template ({z}/{x}/{y}); its origin is allowed in the web app's Content-Security-Policy. */
  DIARY_MAP_TILE_URL: z.string().url().optional(),
  /** Satellite imagery and imagery with labels (hybrid): offered only when set, beside the standard map. */
  DIARY_MAP_SATELLITE_TILE_URL: z.string().url().optional(),
  DIARY_MAP_HYBRID_TILE_URL: z.string().url().optional(),
  /** The datum the tiles are drawn in: wgs84, or gcj02 for a tile service inside China. */
  DIARY_MAP_TILE_DATUM: z.enum(['wgs84', 'gcj02']).default('wgs84'),
  /** The credit the tile service asks for, shown on the map as plain text. */
  DIARY_MAP_TILE_ATTRIBUTION: z.string().max(200).optional(),
  DIARY_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Tests only: also append every sent SMS code to this file (JSON lines). Never set it in production. */
  DIARY_SMS_OUTBOX: z.string().optional(),
  /** Who sends sign-in codes: the server log (development only; refused in production), Tencent Cloud SMS or Alibaba Cloud SMS (sms-config.ts). */
  DIARY_SMS: z.enum(['log', 'tencent', 'aliyun']).default('log'),
  /** The vendor's API key pair: Tencent Cloud's SecretId and SecretKey, or Alibaba Cloud's AccessKey ID and secret. */
  DIARY_SMS_SECRET_ID: z.string().min(1).optional(),
  DIARY_SMS_SECRET_KEY: z.string().min(1).optional(),
  DIARY_SMS_SIGN_NAME: z.string().min(1).optional(),
  /** Template ids (Tencent) or codes (Alibaba) whose one variable is the code; a phone change defaults to the sign-in template. */
  DIARY_SMS_TEMPLATE_LOGIN: z.string().min(1).optional(),
  DIARY_SMS_TEMPLATE_CHANGE_PHONE: z.string().min(1).optional(),
  /** The vendor's region: ap-guangzhou (Tencent) or cn-hangzhou (Alibaba) unless set. */
  DIARY_SMS_REGION: z.string().min(1).optional(),
  DIARY_TENCENT_SMS_APP_ID: z.string().min(1).optional(),
  /** Voice codes: Tencent's voice messaging app, or Alibaba's text-to-speech template and the number its calls show. Unset: voice requests get a text. */
  DIARY_TENCENT_VMS_APP_ID: z.string().min(1).optional(),
  DIARY_ALIYUN_VOICE_TEMPLATE: z.string().min(1).optional(),
  DIARY_ALIYUN_VOICE_SHOW_NUMBER: z.string().min(1).optional(),
  DIARY_TENCENT_SMS_URL: z.string().url().default('https://sms.tencentcloudapi.com'),
  DIARY_TENCENT_VMS_URL: z.string().url().default('https://vms.tencentcloudapi.com'),
  DIARY_ALIYUN_SMS_URL: z.string().url().default('https://dysmsapi.aliyuncs.com'),
  DIARY_ALIYUN_VMS_URL: z.string().url().default('https://dyvmsapi.aliyuncs.com'),
  /** Behind a proxy, trust X-Forwarded-For for the client address (rate limits). */
  DIARY_TRUST_PROXY: bool.default(false),
  DIARY_PRO_PRICE_YUAN: z.coerce.number().nonnegative().max(10_000).optional(),
  /** How Pro is paid: by hand (the admin command marks orders paid) or WeChat Pay API v3 (see payment-config.ts). */
  DIARY_PAYMENT: z.enum(['manual', 'wechatpay']).default('manual'),
  DIARY_WECHATPAY_MCH_ID: z.string().min(1).optional(),
  DIARY_WECHATPAY_MCH_SERIAL_NO: z.string().min(1).optional(),
  DIARY_WECHATPAY_MCH_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  DIARY_WECHATPAY_API_V3_KEY: z.string().optional(),
  DIARY_WECHATPAY_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  DIARY_WECHATPAY_PUBLIC_KEY_ID: z.string().min(1).optional(),
  DIARY_WECHATPAY_NOTIFY_URL: z.string().url().optional(),
  DIARY_WECHATPAY_APP_ID: z.string().min(1).optional(),
  DIARY_WECHATPAY_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  /** The mini program's QR code on the landing page, and customer service's in the feedback sheet; unset shows a placeholder. */
  DIARY_MINI_PROGRAM_QR_URL: imageAddress.optional(),
  DIARY_CUSTOMER_SERVICE_QR_URL: imageAddress.optional(),
  /** Per client address: public sign-in requests a minute, and SMS codes a day (raise them behind a shared NAT). */
  /** The forecast service: off unless set. QWeather needs a key; Open-Meteo needs none. */
  DIARY_WEATHER: z.enum(['off', 'qweather', 'open-meteo']).default('off'),
  DIARY_QWEATHER_KEY: z.string().min(8).optional(),
  DIARY_QWEATHER_URL: z.string().url().default('https://devapi.qweather.com'),
  DIARY_OPEN_METEO_URL: z.string().url().default('https://api.open-meteo.com'),
  /** The maps service for reverse geocoding, place search and IP location: off unless set. */
  DIARY_MAPS: z.enum(['off', 'tencent']).default('off'),
  DIARY_TENCENT_MAP_KEY: z.string().min(8).optional(),
  DIARY_TENCENT_MAP_URL: z.string().url().default('https://apis.map.qq.com'),
  /** The text check: off (everything passes), a word list, or WeChat's msg_sec_check. */
  DIARY_CONTENT_CHECK: z.enum(['off', 'keywords', 'wechat']).default('off'),
  /** Comma-separated words the keyword check treats as sensitive. */
  DIARY_BLOCKED_WORDS: z.string().max(100_000).optional(),
  /** One account whose text is never checked. */
  DIARY_CONTENT_CHECK_EXEMPT_USER: z.string().max(64).optional(),
  /** Media storage: the data directory's disk, or a bucket of an S3-compatible service. */
  DIARY_STORAGE: z.enum(['local', 's3']).default('local'),
  DIARY_S3_ENDPOINT: z.string().url().optional(),
  DIARY_S3_BUCKET: z.string().min(1).optional(),
  DIARY_S3_REGION: z.string().min(1).default('us-east-1'),
  DIARY_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  DIARY_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The private assistant: off unless its model service's address is set (an OpenAI-compatible API, …/v1). */
  DIARY_ASSISTANT_URL: z.string().url().optional(),
  DIARY_ASSISTANT_KEY: z.string().min(1).max(1000).optional(),
  DIARY_ASSISTANT_CHAT_MODEL: z.string().min(1).max(200).optional(),
  DIARY_ASSISTANT_EMBEDDINGS_MODEL: z.string().min(1).max(200).optional(),
  /** The photo check: off (every photo passes) or Qiniu's image censor. */
  DIARY_IMAGE_CHECK: z.enum(['off', 'qiniu']).default('off'),
  DIARY_QINIU_ACCESS_KEY: z.string().min(8).optional(),
  DIARY_QINIU_SECRET_KEY: z.string().min(8).optional(),
  DIARY_QINIU_CENSOR_URL: z.string().url().default('https://ai.qiniuapi.com'),
  /** The mini program: its sign-in, phone numbers, and WeChat's text check. */
  DIARY_WECHAT_APP_ID: z.string().min(1).optional(),
  DIARY_WECHAT_APP_SECRET: z.string().min(1).optional(),
  /** The Open Platform website app behind the web QR sign-in. */
  DIARY_WECHAT_WEB_APP_ID: z.string().min(1).optional(),
  DIARY_WECHAT_WEB_APP_SECRET: z.string().min(1).optional(),
  /** The official account, for sign-in inside WeChat's browser. */
  DIARY_WECHAT_OFFIACCOUNT_APP_ID: z.string().min(1).optional(),
  DIARY_WECHAT_OFFIACCOUNT_APP_SECRET: z.string().min(1).optional(),
  DIARY_WECHAT_API_URL: z.string().url().default('https://api.weixin.qq.com'),
  /** WeChat's QR login page, drawn in a frame by the web sign-in box (a test points it at a fake on loopback). */
  DIARY_WECHAT_QR_URL: z.string().url().default('https://open.weixin.qq.com/connect/qrconnect'),
  DIARY_SIGN_IN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(SIGN_IN_LIMITS.requestsPerAddressPerMinute),
  /** How long a deleted account's records and media are kept before they are purged (its text is unreadable at once). */
  DIARY_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  DIARY_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * Worker processes answering requests on the one port, each with its own event loop (main.ts); one per core
   * unless set. They share the database and the media: nothing a request needs lives in one process.
   */
  DIARY_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * With several workers on the embedded database, one more process writes the diaries for them all (writer.ts):
   * SQLite has one write lock, and a process that holds it alone keeps its pages and its groups large.
   */
  DIARY_WRITER_PROCESS: bool.default(true),
  /**
   * Megabytes of each worker's memory for list answers kept sealed between requests (items/list-answers.ts);
   * 0 keeps none.
   */
  DIARY_LIST_ANSWERS_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /**
   * Megabytes each worker's JavaScript heap may fill before its first full garbage collection (V8's
   * --initial-old-space-size, given by the primary to the workers it starts, workers.ts); 0 leaves V8's own.
   */
  DIARY_WORKER_HEAP_FLOOR_MB: z.coerce.number().int().min(0).max(16_384).default(128),
  DIARY_SMS_CODES_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(SIGN_IN_LIMITS.codesPerAddressPerDay),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseSettings;
  secret: string;
  /** The master keys, as configured; or the data directory's file (the embedded default). */
  masterKeys: { source: 'environment'; keys: Map<number, Buffer> } | { source: 'file' };
  timeZone: string;
  webDir: string | undefined;
  /** The public origin of media; undefined means this server's own /media, as each request reached it. */
  mediaBase: string | undefined;
  /** The map's tiles by map type and their datum; undefined without a standard tile URL (then no map is offered). */
  mapTiles: MapTiles | undefined;
  logLevel: string;
  smsOutbox: string | undefined;
  sms: SmsConfig;
  trustProxy: boolean;
  proPricePerYear: number | undefined;
  /** How orders are paid; WeChat Pay with a missing piece is `off`, with the reason (logged at start). */
  payment: PaymentConfig;
  /** QR code images the web shows: the mini program's (landing page) and customer service's (feedback). */
  qrCodes: { miniProgram?: string; customerService?: string };
  signInRequestsPerMinute: number;
  /** Days a deleted account's records and media are kept before the purge removes them. */
  deletionGraceDays: number;
  /** How long a stop waits for answers still being sent before it closes their connections. */
  shutdownGraceMs: number;
  /** How many worker processes answer requests (main.ts). */
  workers: number;
  /** Whether the diaries' writes of several workers on SQLite go to one writer process (writer.ts); one process writes its own. */
  writerProcess: boolean;
  /** Megabytes of a worker's heap below which V8 skips full collections; 0 leaves V8's own (workers.ts). */
  workerHeapFloorMb: number;
  /** Bytes of list answers each worker keeps (items/list-answers.ts); 0 for none. */
  listAnswersBytes: number;
  smsCodesPerAddressPerDay: number;
  weather: { kind: 'off' } | { kind: 'qweather'; baseUrl: string; key: string } | { kind: 'open-meteo'; baseUrl: string };
  maps: { kind: 'off' } | { kind: 'tencent'; baseUrl: string; key: string };
  contentCheck: { kind: 'off' } | { kind: 'keywords'; words: string[] } | { kind: 'wechat'; baseUrl: string; appId: string; appSecret: string };
  contentCheckExemptUser: string | undefined;
  /** The WeChat apps this server signs in with; each is off unless both its id and secret are set. */
  wechat: { miniProgram?: WechatAppConfig; web?: WechatAppConfig & { qrUrl: string }; officialAccount?: WechatAppConfig };
  storage: { kind: 'local' } | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  imageCheck: { kind: 'off' } | { kind: 'qiniu'; baseUrl: string; accessKey: string; secretKey: string };
  assistant: AssistantConfig;
}

export interface WechatAppConfig {
  baseUrl: string;
  appId: string;
  appSecret: string;
}

export class ConfigError extends Error {}

/** A WeChat app from its id and secret variables: both or neither. */
function wechatApp(baseUrl: string, name: string, appId: string | undefined, appSecret: string | undefined): WechatAppConfig | undefined {
  if (!appId && !appSecret) return undefined;
  if (!appId || !appSecret) throw new ConfigError(`The server's configuration is invalid:\n  ${name}_APP_ID / ${name}_APP_SECRET: set both or neither`);
  return { baseUrl, appId, appSecret };
}

/** The website app also names the QR login page its frame shows. */
const withQrPage = (app: WechatAppConfig | undefined, qrUrl: string) => (app ? { ...app, qrUrl } : undefined);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`The server's configuration is invalid:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.DIARY_SECRET === DEVELOPMENT_SECRET) {
    throw new ConfigError("The server's configuration is invalid:\n  DIARY_SECRET: set a secret of your own in production");
  }
  if (e.NODE_ENV === 'production' && !e.DIARY_MASTER_KEYS) {
    throw new ConfigError(
      "The server's configuration is invalid:\n  DIARY_MASTER_KEYS: set the master key in production (1:<32 random bytes in base64>), and keep a copy apart from the database's backups",
    );
  }
  let masterKeys: Config['masterKeys'] = { source: 'file' };
  if (e.DIARY_MASTER_KEYS) {
    try {
      masterKeys = { source: 'environment', keys: parseMasterKeys(e.DIARY_MASTER_KEYS) };
    } catch (error) {
      throw new ConfigError(`The server's configuration is invalid:\n  DIARY_MASTER_KEYS: ${(error as Error).message}`);
    }
  }
  if (e.NODE_ENV === 'production' && e.DIARY_SMS_OUTBOX) {
    throw new ConfigError(
      "The server's configuration is invalid:\n  DIARY_SMS_OUTBOX: a test-only setting (it writes sign-in codes to a file); unset it in production",
    );
  }
  if (e.DIARY_WEATHER === 'qweather' && !e.DIARY_QWEATHER_KEY) {
    throw new ConfigError("The server's configuration is invalid:\n  DIARY_QWEATHER_KEY: QWeather needs its API key");
  }
  if (e.DIARY_MAPS === 'tencent' && !e.DIARY_TENCENT_MAP_KEY) {
    throw new ConfigError("The server's configuration is invalid:\n  DIARY_TENCENT_MAP_KEY: the Tencent maps service needs its key");
  }
  if (e.DIARY_CONTENT_CHECK === 'keywords' && !e.DIARY_BLOCKED_WORDS?.trim()) {
    throw new ConfigError("The server's configuration is invalid:\n  DIARY_BLOCKED_WORDS: the keyword check needs its words");
  }
  if (e.DIARY_CONTENT_CHECK === 'wechat' && !(e.DIARY_WECHAT_APP_ID && e.DIARY_WECHAT_APP_SECRET)) {
    throw new ConfigError("The server's configuration is invalid:\n  DIARY_WECHAT_APP_ID / DIARY_WECHAT_APP_SECRET: WeChat's content check needs them");
  }
  if (e.DIARY_IMAGE_CHECK === 'qiniu' && !(e.DIARY_QINIU_ACCESS_KEY && e.DIARY_QINIU_SECRET_KEY)) {
    throw new ConfigError("The server's configuration is invalid:\n  DIARY_QINIU_ACCESS_KEY / DIARY_QINIU_SECRET_KEY: Qiniu's image censor needs them");
  }
  if (e.DIARY_STORAGE === 's3' && !(e.DIARY_S3_ENDPOINT && e.DIARY_S3_BUCKET && e.DIARY_S3_ACCESS_KEY_ID && e.DIARY_S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "The server's configuration is invalid:\n  DIARY_S3_ENDPOINT / DIARY_S3_BUCKET / DIARY_S3_ACCESS_KEY_ID / DIARY_S3_SECRET_ACCESS_KEY: S3 storage needs all four",
    );
  }
  const sms = smsConfig(e);
  if (typeof sms === 'string') throw new ConfigError(`The server's configuration is invalid:\n  ${sms}`);
  const assistant = assistantConfig(e);
  if (typeof assistant === 'string') throw new ConfigError(`The server's configuration is invalid:\n  ${assistant}`);
  const dataDir = path.resolve(cwd, e.DIARY_DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.DIARY_HOST,
    port: e.DIARY_PORT,
    dataDir,
    database: e.DIARY_DATABASE_URL
      ? { kind: 'postgres', url: e.DIARY_DATABASE_URL, pool: e.DIARY_DATABASE_POOL }
      : { kind: 'sqlite', file: path.join(dataDir, 'diary.sqlite') },
    secret: e.DIARY_SECRET,
    masterKeys,
    timeZone: e.DIARY_TIME_ZONE,
    webDir: e.DIARY_WEB_DIR ? path.resolve(cwd, e.DIARY_WEB_DIR) : undefined,
    mediaBase: e.DIARY_MEDIA_BASE?.replace(/\/+$/, ''),
    mapTiles: e.DIARY_MAP_TILE_URL
      ? {
          standard: e.DIARY_MAP_TILE_URL,
          ...(e.DIARY_MAP_SATELLITE_TILE_URL ? { satellite: e.DIARY_MAP_SATELLITE_TILE_URL } : {}),
          ...(e.DIARY_MAP_HYBRID_TILE_URL ? { hybrid: e.DIARY_MAP_HYBRID_TILE_URL } : {}),
          datum: e.DIARY_MAP_TILE_DATUM,
          ...(e.DIARY_MAP_TILE_ATTRIBUTION ? { attribution: e.DIARY_MAP_TILE_ATTRIBUTION } : {}),
        }
      : undefined,
    logLevel: e.DIARY_LOG_LEVEL,
    smsOutbox: e.DIARY_SMS_OUTBOX ? path.resolve(cwd, e.DIARY_SMS_OUTBOX) : undefined,
    sms,
    trustProxy: e.DIARY_TRUST_PROXY,
    proPricePerYear: e.DIARY_PRO_PRICE_YUAN,
    payment: paymentConfig(e, cwd),
    qrCodes: {
      ...(e.DIARY_MINI_PROGRAM_QR_URL ? { miniProgram: e.DIARY_MINI_PROGRAM_QR_URL } : {}),
      ...(e.DIARY_CUSTOMER_SERVICE_QR_URL ? { customerService: e.DIARY_CUSTOMER_SERVICE_QR_URL } : {}),
    },
    signInRequestsPerMinute: e.DIARY_SIGN_IN_REQUESTS_PER_MINUTE,
    shutdownGraceMs: e.DIARY_SHUTDOWN_GRACE_MS,
    workers: e.DIARY_WORKERS ?? os.availableParallelism(),
    writerProcess: e.DIARY_WRITER_PROCESS,
    workerHeapFloorMb: e.DIARY_WORKER_HEAP_FLOOR_MB,
    listAnswersBytes: e.DIARY_LIST_ANSWERS_MB * 1024 * 1024,
    deletionGraceDays: e.DIARY_DELETION_GRACE_DAYS,
    smsCodesPerAddressPerDay: e.DIARY_SMS_CODES_PER_ADDRESS_PER_DAY,
    weather:
      e.DIARY_WEATHER === 'qweather'
        ? { kind: 'qweather', baseUrl: e.DIARY_QWEATHER_URL, key: e.DIARY_QWEATHER_KEY! }
        : e.DIARY_WEATHER === 'open-meteo'
          ? { kind: 'open-meteo', baseUrl: e.DIARY_OPEN_METEO_URL }
          : { kind: 'off' },
    assistant,
    contentCheck:
      e.DIARY_CONTENT_CHECK === 'keywords'
        ? {
            kind: 'keywords',
            words: e
              .DIARY_BLOCKED_WORDS!.split(',')
              .map((w) => w.trim())
              .filter(Boolean),
          }
        : e.DIARY_CONTENT_CHECK === 'wechat'
          ? { kind: 'wechat', baseUrl: e.DIARY_WECHAT_API_URL, appId: e.DIARY_WECHAT_APP_ID!, appSecret: e.DIARY_WECHAT_APP_SECRET! }
          : { kind: 'off' },
    contentCheckExemptUser: e.DIARY_CONTENT_CHECK_EXEMPT_USER,
    wechat: {
      miniProgram: wechatApp(e.DIARY_WECHAT_API_URL, 'DIARY_WECHAT', e.DIARY_WECHAT_APP_ID, e.DIARY_WECHAT_APP_SECRET),
      web: withQrPage(wechatApp(e.DIARY_WECHAT_API_URL, 'DIARY_WECHAT_WEB', e.DIARY_WECHAT_WEB_APP_ID, e.DIARY_WECHAT_WEB_APP_SECRET), e.DIARY_WECHAT_QR_URL),
      officialAccount: wechatApp(e.DIARY_WECHAT_API_URL, 'DIARY_WECHAT_OFFIACCOUNT', e.DIARY_WECHAT_OFFIACCOUNT_APP_ID, e.DIARY_WECHAT_OFFIACCOUNT_APP_SECRET),
    },
    storage:
      e.DIARY_STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.DIARY_S3_ENDPOINT!,
            bucket: e.DIARY_S3_BUCKET!,
            region: e.DIARY_S3_REGION,
            accessKeyId: e.DIARY_S3_ACCESS_KEY_ID!,
            secretAccessKey: e.DIARY_S3_SECRET_ACCESS_KEY!,
          }
        : { kind: 'local' },
    imageCheck:
      e.DIARY_IMAGE_CHECK === 'qiniu'
        ? { kind: 'qiniu', baseUrl: e.DIARY_QINIU_CENSOR_URL, accessKey: e.DIARY_QINIU_ACCESS_KEY!, secretKey: e.DIARY_QINIU_SECRET_KEY! }
        : { kind: 'off' },
    maps: e.DIARY_MAPS === 'tencent' ? { kind: 'tencent', baseUrl: e.DIARY_TENCENT_MAP_URL, key: e.DIARY_TENCENT_MAP_KEY! } : { kind: 'off' },
  };
}
