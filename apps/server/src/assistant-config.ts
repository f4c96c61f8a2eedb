import { isIP } from 'node:net';
import type { AssistantPlace } from '@diary/core';

/**
 * The private assistant's model service: off (the default: no screen offers the assistant and nothing is ever sent),
 * or an OpenAI-compatible HTTP API the server's owner chose — a local Ollama or llama.cpp server, vLLM, or a cloud
 * service they trust. Chat is what it needs; embeddings (the meaning of words, for related days) are optional.
 */
export type AssistantConfig =
  | { kind: 'off' }
  | { kind: 'openai-compatible'; baseUrl: string; key?: string; chatModel: string; embeddingsModel?: string; place: AssistantPlace; host: string };

/** The assistant's settings of the environment, as config.ts has read them. */
export interface AssistantEnv {
  DIARY_ASSISTANT_URL?: string | undefined;
  DIARY_ASSISTANT_KEY?: string | undefined;
  DIARY_ASSISTANT_CHAT_MODEL?: string | undefined;
  DIARY_ASSISTANT_EMBEDDINGS_MODEL?: string | undefined;
}

/** IPv4 addresses of a local network (RFC 1918) and of a link (169.254/16). */
const LOCAL_IPV4 = [/^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./];

/**
 * Where a model service's host is, from its address alone (no lookup: a name that resolves to this machine is
 * still "elsewhere" unless it is one of the names below, which errs towards telling a person more is sent away).
 */
export function placeOf(host: string): AssistantPlace {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127\./.test(name)) return 'thisMachine';
  const ip = isIP(name);
  if (ip === 4) return LOCAL_IPV4.some((range) => range.test(name)) ? 'localNetwork' : 'elsewhere';
  // IPv6: unique local (fc00::/7) and link-local (fe80::/10) addresses.
  if (ip === 6) return /^f[cd]/.test(name) || /^fe[89ab]/.test(name) ? 'localNetwork' : 'elsewhere';
  // A name of the local network: one label ("nas"), or mDNS's and home routers' suffixes.
  return !name.includes('.') || /\.(local|lan|home\.arpa)$/.test(name) ? 'localNetwork' : 'elsewhere';
}

/** The assistant's model service from the environment, or the line saying what is wrong. */
export function assistantConfig(env: AssistantEnv): AssistantConfig | string {
  const { DIARY_ASSISTANT_URL: url, DIARY_ASSISTANT_CHAT_MODEL: chatModel } = env;
  if (!url) {
    const set = (['DIARY_ASSISTANT_KEY', 'DIARY_ASSISTANT_CHAT_MODEL', 'DIARY_ASSISTANT_EMBEDDINGS_MODEL'] as const).filter((name) => env[name]);
    return set.length === 0 ? { kind: 'off' } : `${set.join(' / ')}: the assistant needs DIARY_ASSISTANT_URL too (its model service's address)`;
  }
  const address = new URL(url);
  if (address.protocol !== 'http:' && address.protocol !== 'https:') return 'DIARY_ASSISTANT_URL: an http:// or https:// address (…/v1)';
  if (!chatModel) return 'DIARY_ASSISTANT_CHAT_MODEL: the assistant needs the name of its chat model (e.g. qwen2.5:7b)';
  return {
    kind: 'openai-compatible',
    baseUrl: url.replace(/\/+$/, ''),
    ...(env.DIARY_ASSISTANT_KEY ? { key: env.DIARY_ASSISTANT_KEY } : {}),
    chatModel,
    ...(env.DIARY_ASSISTANT_EMBEDDINGS_MODEL ? { embeddingsModel: env.DIARY_ASSISTANT_EMBEDDINGS_MODEL } : {}),
    place: placeOf(address.hostname),
    host: address.hostname.replace(/^\[|\]$/g, ''),
  };
}
