import {
  createPenBody,
  farmerParams,
  penParams,
  penResponse,
  pensResponse,
  setupWriteHeaders,
  updatePenBody,
} from '@kiwo/api-client/schemas';
import { DEFAULT_PEN_LOCATION } from '@kiwo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { farmerFor, reachable, toPen, writeRenames } from '../farm';
import type { ModuleOptions } from '../types';
import { createPensRepository } from './repository';

const tags = ['pens'];

/** Spec §7 `GET/POST /pen/farmer/{farmerId}`, plus update and delete by pen id. */
export const pensRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  const repo = createPensRepository(app.db);

  app.get(
    '/pen/farmer/:farmerId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "A farmer's pens, oldest (the main pen) first",
        params: farmerParams,
        response: { 200: pensResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const farmer = await farmerFor(app.db, signedIn(request).user, request.params.farmerId);
      return ok('Pens retrieved', (await repo.list(farmer.id)).map(toPen));
    },
  );

  app.post(
    '/pen/farmer/:farmerId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Create a pen for a farmer',
        params: farmerParams,
        body: createPenBody,
        response: { 201: penResponse, ...errorResponses(400, 401, 403, 404, 415) },
      },
    },
    async (request, reply) => {
      const farmer = await farmerFor(app.db, signedIn(request).user, request.params.farmerId);
      const { name, description, location } = request.body;
      const pen = await repo.insert(farmer.id, {
        name,
        description: description ?? '',
        location: location ?? DEFAULT_PEN_LOCATION,
      });
      return reply.code(201).send(ok('Pen created', toPen(pen)));
    },
  );

  app.patch(
    '/pens/:penId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Rename a pen or change its description or location; a rename is kept in the changes of every section it holds',
        params: penParams,
        headers: setupWriteHeaders,
        body: updatePenBody,
        response: { 200: penResponse, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const channel = request.headers['x-record-channel'] ?? 'web';
      const updated = await app.db.transaction(async (tx) => {
        const pen = reachable(user, await repo.findOwned(request.params.penId, tx, true), 'Pen');
        const row = await repo.update(pen.id, request.body, tx);
        if (!row) throw new AppError(404, 'Pen not found');
        const { name } = request.body;
        if (name !== undefined) {
          // Every section the pen holds keeps the rename in its history (ADR 0045).
          await writeRenames(tx, user, channel, {
            kind: 'pen_rename',
            sections: await repo.sectionsHeld(pen.id, tx),
            before: pen.name,
            after: name,
          });
        }
        return row;
      });
      return ok('Pen updated', toPen(updated));
    },
  );
};
