import { config } from 'zod';

/*
 * Zod compiles its object parsers with `new Function` when it may, and probes whether it may (`Function('')`) as each
 * object schema is made. This client's policy forbids eval (the web page's Content-Security-Policy, WeChat's mini
 * programs), and the probe alone is reported as a violation; parsing without it is as correct. Imported first by the
 * entry, before @diary/core makes its schemas (importing config from there would make them first).
 */
config({ jitless: true });
