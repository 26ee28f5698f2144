import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Collects every route's zod schemas into an OpenAPI 3 document; must register before routes. */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Kiwo API',
        description: 'Farm management for Nigerian livestock farmers (spec §7).',
        version: '0.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
}

export default fp(openapi, { name: 'swagger' });
