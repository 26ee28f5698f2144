import {
  coded,
  errorEnvelope,
  newsletterSubscribeBody,
  newsletterSubscribeResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../types';
import { createNewsletterRepository } from './repository';
import { createNewsletterService } from './service';

// The shared schema checks the shape; the server also enforces RFC 5321's 64-character local part.
const body = newsletterSubscribeBody.extend({
  email: newsletterSubscribeBody.shape.email.refine(
    (email) => (email.split('@')[0] ?? '').length <= 64,
    coded('Please enter a valid email address', { code: 'invalid_email' }),
  ),
});

export const newsletterRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const service = createNewsletterService(createNewsletterRepository(app.db));

  app.post(
    '/newsletter/subscribe',
    {
      // Public and unauthenticated, so cap it per client IP against list-bombing.
      config: { rateLimit: { max: config.newsletterRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter',
        body,
        response: {
          200: newsletterSubscribeResponse,
          201: newsletterSubscribeResponse,
          400: errorEnvelope,
          415: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const result = await service.subscribe(request.body.email);
      if (result.alreadySubscribed) {
        return reply.code(200).send({
          success: true,
          status: true,
          message: 'This email is already subscribed to our newsletter.',
          data: result,
        });
      }
      return reply.code(201).send({
        success: true,
        status: true,
        message: 'You have successfully subscribed to our newsletter',
        data: result,
      });
    },
  );
};
