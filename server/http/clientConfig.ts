import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfig, DEFAULT_AI_CHAT_URL, type ClientConfig } from '../../contracts/clientConfig.js';
import type { AppConfig } from '../config.js';

export const ML_PREFIX = '/ml';

export function clientConfigFrom(config: AppConfig): ClientConfig {
  const base = (url: string | undefined, fallback = '') => (url ?? fallback).replace(/\/+$/, '');
  return {
    ReaderUrl: base(config.READER_URL),
    CommandUrl: base(config.COMMAND_URL),
    ShipmentUrl: base(config.SHIPMENT_URL),
    SecurityTokenUrl: base(config.SECURITY_TOKEN_URL),
    SearchTermUrl: base(config.SEARCH_TERM_URL),
    MachineLearningUrl: base(config.ML_URL, ML_PREFIX),
    AiChatUrl: base(config.AI_CHAT_URL, DEFAULT_AI_CHAT_URL),
    SellerTimeZone: config.SELLER_TIME_ZONE,
  };
}

/**
 * The origins outside this one the page may connect to: the AI service, and each service family set
 * to another address. Content-Security-Policy's connect-src names them and nothing else.
 */
export function connectOrigins(config: AppConfig): string[] {
  const { AiChatUrl, SellerTimeZone: _zone, ...services } = clientConfigFrom(config);
  const origins = [AiChatUrl, ...Object.values(services)].flatMap((url) => {
    try {
      return /^https?:/.test(url) ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const body = clientConfigFrom(config);
  app.get('/config.json', {
    schema: { operationId: 'getClientConfig', tags: ['Service'], response: { 200: clientConfig } },
    handler: async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(body),
  });
};
