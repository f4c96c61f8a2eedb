import rateLimit from '@fastify/rate-limit';
import { systemClock, type Clock } from '@diary/core';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { accountAnswers } from './accounts/handlers';
import { contentCheckAnswers } from './content-check/handlers';
import type { Config } from './config';
import { requestContext, type Answerer, type Services } from './context';
import type { Database } from './db/database';
import { openKeyRing } from './encryption/open-keys';
import { sealEarlierRows } from './storage/seal-earlier-rows';
import { indexEarlierTitles } from './storage/index-earlier-titles';
import { countEarlierWords } from './storage/count-earlier-words';
import { runSealEarlierMedia } from './media/seal-earlier-media';
import { scheduleHousekeeping } from './housekeeping/schedule';
import { exportAnswers } from './export/handlers';
import { registerHealth } from './health';
import { registerClosing } from './http/closing';
import { frameworkErrorAnswer, registerErrorHandling } from './http/errors';
import { rateLimitsIn } from './db/rate-limits';
import { registerRestful } from './http/restful';
import { doesBackgroundWork, isTheWriter, serveWrites, WriterLink } from './writer';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { requestLanguage } from './i18n';
import { itemAnswers } from './items/handlers';
import { membershipAnswers } from './membership/handlers';
import { onlinePaymentFor } from './providers/payment';
import { registerPaymentNotices } from './membership/notices';
import { settlingOf } from './membership/settle';
import { imageCheckerFor } from './providers/image-check';
import { mediaAnswers } from './media/handlers';
import { registerMedia } from './media/register';
import { mediaStorageFor } from './media/storage-for';
import { smsProviderFor, type SmsProvider } from './providers/sms';
import { textCheckerFor } from './providers/content-check';
import { mapsProviderFor } from './providers/maps';
import { weatherProviderFor } from './providers/weather';
import { sharingAnswers } from './sharing/handlers';
import { sharedPageHead } from './sharing/page-head';
import { registerAssistant } from './assistant/routes';
import { registerTransfer, transferAnswers } from './transfer/routes';
import { STALLED_IMPORT_MS, undoUnfinishedImports } from './transfer/run-import';
import { ListAnswers } from './items/list-answers';
import { AssistantModel } from './providers/assistant/model';
import { DiaryEmbeddings } from './assistant/embeddings';
import { runEmbeddingRounds } from './assistant/embedding-rounds';
import { KeptMonths } from './insights/kept-months';
import { placesAnswers } from './utils/places';
import { weatherAnswers } from './utils/weather';
import { wechatAnswers } from './wechat/handlers';
import { wechatSignInFor } from './providers/wechat';
import { insightsAnswers } from './insights/routes';
import { relatedAnswers } from './related/related-days';
import { keptAnswerAnswers } from './assistant/kept-answers';

/** Every request of the contract this server answers, with its handler. */
export const ANSWERS: readonly Answerer[] = [
  ...accountAnswers,
  ...exportAnswers,
  ...transferAnswers,
  ...itemAnswers,
  ...membershipAnswers,
  ...sharingAnswers,
  ...weatherAnswers,
  ...placesAnswers,
  ...contentCheckAnswers,
  ...mediaAnswers,
  ...wechatAnswers,
  ...insightsAnswers,
  ...relatedAnswers,
  ...keptAnswerAnswers,
];

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  sms?: SmsProvider;
}

/** The HTTP server over an open, migrated database. Listening is the caller's choice. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: { level: config.logLevel },
    // Two lines a request buried the log (16 MB a minute at 700 saves/s) and the sign-in codes in it: requests are logged at debug only.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    trustProxy: config.trustProxy,
    // Bodies are JSON; objects with __proto__ or constructor keys are refused, not parsed.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Closing is handled by registerClosing, which answers in the contract's shape.
    return503OnClosing: false,
    // The router's own refusals (a URL that does not decode: /media/%ZZ) answer in the contract's shape too.
    frameworkErrors: frameworkErrorAnswer,
  });
  // libuv accepts one connection a turn of the event loop: while more may be waiting, the database keeps turns short.
  app.server.on('connection', () => database.connectionAccepted());
  const clock = options.clock ?? systemClock;
  // A wrong master key stops the start here; rows written before encryption are sealed before anyone is answered.
  const keys = await openKeyRing(config, database);
  await sealEarlierRows(database, keys, clock.now(), ({ className, sealed, scanned }) => {
    if (sealed > 0) app.log.info({ className, sealed, scanned }, 'encrypting what was written before encryption');
  });
  // Then diaries saved before titles were searchable have their titles indexed (once: later starts skip it).
  await indexEarlierTitles(database, keys, clock.now(), ({ indexed }) => {
    if (indexed > 0) app.log.info({ indexed }, 'indexing the titles of diaries saved before titles were searchable');
  });
  // And diaries saved before word counts were kept are counted, for insights (once).
  await countEarlierWords(database, keys, clock.now(), (counted) => app.log.info({ counted }, 'counting the words of diaries saved before counts were kept'));
  const listAnswers = new ListAnswers(config.listAnswersBytes);
  listAnswers.shareBetweenWorkers();
  const assistant = config.assistant.kind === 'off' ? undefined : new AssistantModel(config.assistant);
  const embeddingsModel = assistant?.embeddingsModel;
  const services: Services = {
    config,
    database,
    keys,
    listAnswers,
    insightMonths: new KeptMonths(database, app.log),
    clock,
    sms: options.sms ?? smsProviderFor(config, app.log),
    payment: onlinePaymentFor(config.payment, clock),
    weather: weatherProviderFor(config.weather, clock),
    maps: mapsProviderFor(config.maps),
    textChecker: textCheckerFor(config.contentCheck, clock),
    imageChecker: imageCheckerFor(config.imageCheck),
    assistant,
    embeddings: assistant && embeddingsModel ? new DiaryEmbeddings(database, keys, assistant, embeddingsModel) : undefined,
    wechat: wechatSignInFor(config.wechat, clock),
    media: mediaStorageFor(config),
    log: app.log,
    writer: WriterLink.inThisWorker(),
  };
  if (config.payment.kind === 'off') app.log.warn({ reason: config.payment.reason }, 'paying online is switched off');
  registerErrorHandling(app);
  // No reply leaves before the commits made until then are on disk (SQLite's log is synced off the event loop). First of
  // the onSend hooks, so that closing's check (connection: close once shutdown began) runs after the wait, not before it.
  app.addHook('onSend', (_request, _reply, payload, done) => {
    const synced = database.durable();
    if (!synced) return done(null, payload);
    synced.then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });
  registerClosing(app, config.shutdownGraceMs);
  registerSecurityHeaders(app, config);
  // How long the server spent on each request, for browsers' devtools and the benchmarks.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const earlier = reply.getHeader('server-timing');
    reply.header('server-timing', `${earlier ? `${String(earlier)}, ` : ''}app;dur=${reply.elapsedTime.toFixed(3)}`);
    done(null, payload);
  });
  // Counted in the database: every worker and instance sees the same counts.
  await app.register(rateLimit, { global: false, store: rateLimitsIn(database.db) });
  registerRestful(app, services, ANSWERS);
  await registerMedia(app, services);
  registerTransfer(app, services);
  registerAssistant(app, services);
  await registerPaymentNotices(app, services);
  // An embedded server of one process is the only one that could be running an import; otherwise only stalled ones are undone.
  const undoStalledImports = (now: Date) => undoUnfinishedImports(services, new Date(now.getTime() - STALLED_IMPORT_MS));
  if (database.kind === 'sqlite' && config.workers === 1) await undoUnfinishedImports(services);
  else await undoStalledImports(clock.now());
  registerHealth(app, database.kind, services.writer);
  const stopHousekeeping = scheduleHousekeeping(
    { database, media: services.media, graceDays: config.deletionGraceDays, orders: settlingOf(services), undoStalledImports },
    clock,
    app.log,
  );
  app.addHook('onClose', async () => stopHousekeeping());
  if (doesBackgroundWork()) {
    const stopSealing = runSealEarlierMedia(services, app.log);
    app.addHook('onClose', async () => stopSealing());
  }
  if (services.embeddings && doesBackgroundWork()) {
    const stopEmbedding = runEmbeddingRounds(services.embeddings, app.log);
    app.addHook('onClose', async () => stopEmbedding());
  }
  await registerWebApp(app, config.webDir, (request, pathname) =>
    sharedPageHead(requestContext(services, request, undefined, services.clock.now()), pathname, requestLanguage(request.headers['accept-language'])),
  );
  // The writer process answers no connection: it makes the workers' writes (writer.ts).
  if (isTheWriter()) {
    const writes = serveWrites(services, ANSWERS);
    app.addHook('onClose', () => writes.closing());
  }
  return app;
}
