import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** The origin of a URL, or nothing when the URL is this server's own (same origin is 'self'). */
const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

/**
 * The web app's Content-Security-Policy: scripts only from the app's own files (no inline script,
 * no eval), so that nothing injected into a page can run and read the session; media from the
 * media origin; map tiles from the configured tile server; framed by nobody.
 */
export function appContentSecurityPolicy(config: Config): Record<string, string[]> {
  const media = [originOf(config.mediaBase)].filter((o): o is string => o !== undefined);
  const tileTemplates = config.mapTiles ? [config.mapTiles.standard, config.mapTiles.satellite, config.mapTiles.hybrid] : [];
  const tiles = [...new Set(tileTemplates.map(originOf).filter((o): o is string => o !== undefined))];
  // The QR code images may live elsewhere; a path on this server is 'self' already.
  const qrImages = [config.qrCodes.miniProgram, config.qrCodes.customerService].flatMap((u) => (u && /^https?:/.test(u) ? [new URL(u).origin] : []));
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Inline styles: the mini program's H5 build sets style attributes from its runtime. A style
    // runs no script and reads no storage; script-src stays strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // data: and blob: are the photos and video posters picked on the device, shown before upload.
    imgSrc: ["'self'", 'data:', 'blob:', ...new Set([...media, ...tiles, ...qrImages])],
    mediaSrc: ["'self'", 'blob:', ...media],
    // blob: — a picked file is read back from its object URL to be uploaded.
    connectSrc: ["'self'", 'blob:', ...media],
    fontSrc: ["'self'", 'data:'],
    // The service worker is the app's own file; the sign-in celebration draws in a blob: worker.
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    // WeChat's web sign-in draws its QR code in a frame of its QR login page's origin.
    frameSrc: config.wechat.web ? [new URL(config.wechat.web.qrUrl).origin] : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * A stored file opened on its own is inert: it can run nothing, load nothing and reach nothing
 * (`sandbox` gives it a unique origin even if a browser rendered it as a page), and pages of any
 * origin may show it, since its URL is the capability.
 */
const MEDIA_HELMET = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], sandbox: [] } },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'no-referrer' },
} satisfies HelmetOptions;

/** Which security headers a route's answers carry: the app's, or a stored file's. */
export type SecurityHeaders = 'app' | 'media';

declare module 'fastify' {
  interface FastifyContextConfig {
    securityHeaders?: SecurityHeaders;
  }
}

type Header = [name: string, value: string];

/**
 * The headers helmet sets for these options, worked out once. Run per request (as its Fastify plugin does),
 * helmet parses its options and builds the policy anew every time: 3–4 % of a kept month page's CPU.
 */
function headersOf(options: HelmetOptions): Header[] {
  const headers: Header[] = [];
  const response = { setHeader: (name: string, value: unknown) => void headers.push([name.toLowerCase(), String(value)]), removeHeader: () => undefined };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The security headers of every answer (helmet's): the app's CSP, frame-ancestors 'none' and
 * X-Frame-Options, nosniff, a referrer policy that sends other sites the origin only (map tile
 * servers ask for one), and HSTS when the request came over TLS (directly or through a trusted proxy).
 * A route configured with `securityHeaders: 'media'` sends a stored file's instead (MEDIA_HELMET).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const appOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: appContentSecurityPolicy(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 365 * 24 * 3600, includeSubDomains: false },
    frameguard: { action: 'deny' },
    // The app embeds no cross-origin documents that would need to opt in.
    crossOriginEmbedderPolicy: false,
  } satisfies HelmetOptions;
  const headers: Record<SecurityHeaders, Header[]> = { app: headersOf(appOptions), media: headersOf({ ...appOptions, ...MEDIA_HELMET }) };
  app.addHook('onRequest', (request, reply, done) => {
    // HSTS over plain HTTP is meaningless and would pin a development host to HTTPS.
    const tls = request.protocol === 'https';
    for (const [name, value] of headers[request.routeOptions.config.securityHeaders ?? 'app']) {
      if (tls || name !== 'strict-transport-security') reply.raw.setHeader(name, value);
    }
    done();
  });
}
