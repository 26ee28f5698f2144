import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KiwoModule, ModuleOptions } from '../types';
import { conversationRoutes } from './admin-routes';
import { whatsappRoutes } from './routes';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, opts) => {
  await app.register(conversationRoutes, { config: opts.config });
  // Its own plugin: it replaces the JSON parser (raw bytes for the signature) for itself only.
  await app.register(whatsappRoutes, { config: opts.config });
};

/** The WhatsApp Cloud API chatbot (ADR 0041): records, advice and figures in chat. */
export const whatsappModule: KiwoModule = {
  name: 'whatsapp',
  base: 'api',
  routes,
};
