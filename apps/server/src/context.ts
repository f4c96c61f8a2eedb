import type { AnswerOf, Clock, ParsedPayloadOf, RequestDefinition } from '@diary/core';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import type { OnlinePayment } from './providers/payment';
import type { SmsProvider } from './providers/sms';
import type { TextChecker } from './providers/content-check';
import type { MapsProvider } from './providers/maps';
import type { WeatherProvider } from './providers/weather';
import type { ImageChecker } from './providers/image-check';
import type { AssistantModel } from './providers/assistant/model';
import type { DiaryEmbeddings } from './assistant/embeddings';
import type { ObjectStorage } from './media/storage';
import type { WechatSignIn } from './providers/wechat/sign-in';
import type { KeyRing, WrappedDataKey } from './encryption/keyring';
import type { ListAnswers } from './items/list-answers';
import type { KeptMonths } from './insights/kept-months';
import type { SerializedAnswer } from './serialized-answer';

/** Everything a request handler may use, built once at start and passed in (nothing global). */
export interface Services {
  config: Config;
  database: Database;
  /** The users' data keys, behind the master key's provider. */
  keys: KeyRing;
  /** List answers kept sealed between requests, in this process. */
  listAnswers: ListAnswers;
  /** People's months counted for insights, kept in the database and in this process. */
  insightMonths: KeptMonths;
  clock: Clock;
  sms: SmsProvider;
  /** The online payment provider; undefined when orders are paid by hand (the admin command marks them). */
  payment: OnlinePayment | undefined;
  /** The forecast service; undefined when weather is off. */
  weather: WeatherProvider | undefined;
  /** The maps service; undefined when maps are off. */
  maps: MapsProvider | undefined;
  /** The text check; undefined when it is off. */
  textChecker: TextChecker | undefined;
  /** The WeChat apps configured for sign-in; each undefined when off. */
  wechat: WechatSignIn;
  /** The photo check; undefined when it is off. */
  imageChecker: ImageChecker | undefined;
  /** The private assistant's model; undefined when it is off (the default), and then nothing is ever sent to one. */
  assistant: AssistantModel | undefined;
  /** The diaries' embeddings, when the assistant has an embeddings model: semantic neighbours and related days by meaning. */
  embeddings: DiaryEmbeddings | undefined;
  /** Stored media, and this machine's folders for uploads in progress and resized copies. */
  media: { storage: ObjectStorage; tmpDir: string; cacheDir: string };
  log: FastifyBaseLogger;
  /** In a worker of several on the embedded database, the way to the writer process (writer.ts). */
  writer?: WayToTheWriter;
}

/** How a worker has a write made by the writer process (writer.ts's WriterLink). */
export interface WayToTheWriter {
  /** Whether a write asked for now goes to the writer. */
  readonly available: boolean;
  /** The writer's answer to the request `type` with its parsed payload; `here`'s when the writer did not take it. */
  write(type: string, context: RequestContext, payload: unknown, here: () => Promise<unknown>): Promise<unknown>;
}

/** The signed-in user making a request. */
export interface Caller {
  userId: string;
  tokenHash: string;
  /** The version of the user's records when the request began (items/list-answers.ts). */
  itemsVersion: number;
  /** Their data keys, wrapped, as the session's statement found them (KeyRing.cipherOf opens their records with them). */
  dataKeys: WrappedDataKey[];
}

export interface RequestContext {
  services: Services;
  caller: Caller | undefined;
  clientAddress: string;
  /** The public media base (core's media URLs start with it): configured, or this server as the request reached it. */
  mediaBase: string;
  /** This server's own origin as the client reached it (`http://127.0.0.1:8787`): where uploads go. */
  origin: string;
  /** One moment per request, so every rule in it sees the same time. */
  now: Date;
}

/** A request's context: the public origins as the client reached this server. */
export function requestContext(services: Services, request: FastifyRequest, caller: Caller | undefined, now: Date): RequestContext {
  const origin = `${request.protocol}://${request.host}`;
  const mediaBase = services.config.mediaBase ?? `${origin}/media`;
  return { services, caller, clientAddress: request.ip, now, mediaBase, origin };
}

/** A signed-in request: the route has checked the session. */
export type UserContext = RequestContext & { caller: Caller };

/** What a request's handler is given: a signed-in context when the contract says the request needs a user. */
export type ContextFor<D extends RequestDefinition> = D['access'] extends 'user' ? UserContext : RequestContext;

/** One request of the contract and the function that answers it, as the route table keeps them. */
export interface Answerer {
  definition: RequestDefinition;
  answer(ctx: RequestContext, payload: unknown): Promise<unknown>;
  /** Made by the writer process when there is one (writer.ts): the diaries' writes. Its answer is plain data. */
  byTheWriter?: boolean;
}

/**
 * Pairs a request definition with its handler. The handler's payload and answer types come from the
 * definition, so a handler that reads a field the contract lacks, or answers the wrong shape, does not
 * compile; there is no type name to misspell.
 */
export function answers<D extends RequestDefinition>(
  definition: D,
  handle: (ctx: ContextFor<D>, payload: ParsedPayloadOf<D>) => Promise<AnswerOf<D> | SerializedAnswer<AnswerOf<D>>>,
  options: { byTheWriter?: boolean } = {},
): Answerer {
  // The route runs an answerer only after checking the session against definition.access and parsing
  // the payload with definition.payload: these two casts restate what it has checked.
  return { definition, answer: (ctx, payload) => handle(ctx as ContextFor<D>, payload as ParsedPayloadOf<D>), ...options };
}
