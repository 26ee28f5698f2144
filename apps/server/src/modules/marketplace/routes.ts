import {
  createListingBody,
  deletedResponse,
  interestBody,
  listingParams,
  listingResponse,
  listingsQuery,
  listingsResponse,
  moderateListingBody,
  updateListingBody,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import type { ModuleOptions } from '../types';
import { sendListingsCsv } from './export';
import { requestsRoutes } from './requests-routes';
import { createListingsService } from './service';

const tags = ['marketplace'];

/** Listings (spec §3): every role browses; farmers and agents post; only the seller changes one. */
export const marketplaceRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, opts) => {
  const listings = createListingsService(app.db);
  const onRequest = app.requireAuth;
  const traders = app.requireRole('farmer', 'agent');

  app.get(
    '/marketplace/listings',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Active listings (search, category, state, price range, buy/sell, pages); `mine=true` the caller’s own',
        querystring: listingsQuery,
        response: { 200: listingsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const page = await listings.list(signedIn(request).user, request.query);
      return { ...ok('Listings retrieved', page.data), pagination: page.pagination };
    },
  );

  app.get(
    '/marketplace/listings.csv',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The same listings as CSV (spec §3 export row); 404 `No data to export` if none',
        querystring: listingsQuery,
        response: {
          200: z.string().describe('text/csv; charset=utf-8'),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    (request, reply) => sendListingsCsv(reply, app.db, signedIn(request).user, request.query),
  );

  app.post(
    '/marketplace/listings',
    {
      onRequest: traders,
      schema: {
        tags,
        summary: 'Post a listing (farmers and agents); the contact phone defaults to the seller’s',
        body: createListingBody,
        response: { 201: listingResponse, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request, reply) => {
      const listing = await listings.create(signedIn(request).user, request.body);
      return reply.code(201).send(ok('Listing posted', listing));
    },
  );

  app.get(
    '/marketplace/listings/:listingId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One listing (active, or the caller’s own)',
        params: listingParams,
        response: { 200: listingResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok('Listing retrieved', await listings.get(signedIn(request).user, request.params.listingId)),
  );

  app.patch(
    '/marketplace/listings/:listingId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edit, close or reopen the caller’s own listing (anyone else’s: 404)',
        params: listingParams,
        body: updateListingBody,
        response: { 200: listingResponse, ...errorResponses(400, 401, 404, 409, 415) },
      },
    },
    async (request) =>
      ok(
        request.body.status === 'closed' ? 'Listing closed' : 'Listing updated',
        await listings.update(signedIn(request).user, request.params.listingId, request.body),
      ),
  );

  app.delete(
    '/marketplace/listings/:listingId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete the caller’s own listing (anyone else’s: 404)',
        params: listingParams,
        response: { 200: deletedResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        'Listing deleted',
        await listings.remove(signedIn(request).user, request.params.listingId),
      ),
  );

  app.patch(
    '/marketplace/listings/:listingId/moderation',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'Admins: hide a listing (reason required; the seller is told) or show it again',
        params: listingParams,
        body: moderateListingBody,
        response: { 200: listingResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) =>
      ok(
        request.body.hidden ? 'Listing hidden' : 'Listing shown',
        await listings.moderate(
          signedIn(request).user,
          request.params.listingId,
          request.body.hidden,
          request.body.reason,
        ),
      ),
  );

  app.post(
    '/marketplace/listings/:listingId/interest',
    {
      onRequest: traders,
      schema: {
        tags,
        summary: '“I’m interested”: notifies the seller (once per person and listing)',
        params: listingParams,
        body: interestBody,
        response: { 200: listingResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const result = await listings.interested(
        signedIn(request).user,
        request.params.listingId,
        request.body,
      );
      return ok(result.message, result.data);
    },
  );

  await app.register(requestsRoutes, { config: opts.config });
};
