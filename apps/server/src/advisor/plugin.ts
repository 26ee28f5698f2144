import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createAdvisor } from './index';
import type { Advisor } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI advisor shared by the chat routes and the voice service (`src/advisor`). */
    advisor: Advisor;
  }
}

interface AdvisorPluginOptions {
  config: Config;
  /** Replaces the configured advisor (tests). */
  advisor?: Advisor | undefined;
}

async function advisorPlugin(app: FastifyInstance, opts: AdvisorPluginOptions) {
  app.decorate('advisor', opts.advisor ?? createAdvisor(opts.config, app.log));
}

export default fp(advisorPlugin, { name: 'advisor' });
