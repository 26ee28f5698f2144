import type {
  createListingBody,
  interestBody,
  listingsQuery,
  updateListingBody,
} from '@kiwo/api-client/schemas';
import { nairaToKobo } from '@kiwo/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../db/audit';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { pageOf, paginationOf } from '../../lib/paging';
import { homeOf, notify } from '../notifications';
import type { UserRow } from '../users';
import { toListing } from './present';
import {
  createListingsRepository,
  type ListingFilter,
  type ListingPatch,
  type ListingRow,
} from './repository';

type CreateInput = z.output<typeof createListingBody>;
type UpdateInput = z.output<typeof updateListingBody>;
type ListQuery = z.output<typeof listingsQuery>;
type InterestInput = z.output<typeof interestBody>;

const LISTING_NOT_FOUND = 'Listing not found';
const LISTING_HIDDEN = 'An admin has taken this listing down; it cannot be reopened';

const kobo = (field: string, naira: number | undefined) => {
  if (naira === undefined) return undefined;
  const result = nairaToKobo(naira);
  if (!result.ok)
    throw fieldError(field, 'Enter an amount in naira with at most 2 decimals', 400, {
      code: 'too_many_decimals',
      places: 2,
    });
  return result.kobo;
};

/** Who sees a listing: everyone while active; its seller and admins always. */
const canSee = (user: UserRow, row: Pick<ListingRow, 'status' | 'sellerId'>) =>
  row.status === 'active' || row.sellerId === user.id || user.role === 'admin';

/**
 * The list filter for a query: `mine` is the caller's own (any status); otherwise active
 * listings, except that admins see every status (or the one they ask for).
 */
export function filterFor(user: UserRow, q: ListQuery): ListingFilter {
  const own = q.mine === true;
  return {
    sellerId: own ? user.id : undefined,
    status: own || user.role === 'admin' ? q.status : 'active',
    search: q.search,
    category: q.category,
    state: q.state,
    transactionType: q.transactionType,
    minKobo: kobo('minPrice', q.minPrice),
    maxKobo: kobo('maxPrice', q.maxPrice),
  };
}

/** Listings: anyone signed in browses; only the seller edits, closes or deletes (else 404). */
export function createListingsService(db: Database) {
  const repo = createListingsRepository(db);
  const named = async (user: UserRow, id: string) => {
    const row = await repo.findNamed(user.id, id);
    if (!row || !canSee(user, row.listing)) throw new AppError(404, LISTING_NOT_FOUND);
    return toListing(row, user.id);
  };

  return {
    get: named,

    async list(user: UserRow, q: ListQuery) {
      const paging = pageOf(q);
      const filter = filterFor(user, q);
      const [rows, total] = await Promise.all([
        repo.list(user.id, filter, q.sort, paging.limit, paging.offset),
        repo.count(filter),
      ]);
      return {
        data: rows.map((r) => toListing(r, user.id)),
        pagination: paginationOf(paging, total),
      };
    },

    async create(user: UserRow, input: CreateInput) {
      const { price, contactPhone, description, ...rest } = input;
      const row = await repo.insert({
        ...rest,
        sellerId: user.id,
        priceKobo: kobo('price', price) ?? 0,
        contactPhone: contactPhone ?? user.phone,
        description: description ?? null,
      });
      return named(user, row.id);
    },

    /** Someone else's listing, or a missing one, is the same 404 and nothing changes. */
    async update(user: UserRow, id: string, input: UpdateInput) {
      const current = await repo.find(id);
      if (!current || current.sellerId !== user.id) throw new AppError(404, LISTING_NOT_FOUND);
      if (current.status === 'hidden' && input.status) throw new AppError(409, LISTING_HIDDEN);
      const { price, description, ...rest } = input;
      const patch: ListingPatch = { ...rest };
      if (price !== undefined) patch.priceKobo = kobo('price', price);
      if (description !== undefined) patch.description = description || null;
      if (!(await repo.updateOwned(id, user.id, patch))) throw new AppError(404, LISTING_NOT_FOUND);
      return named(user, id);
    },

    async remove(user: UserRow, id: string) {
      if (!(await repo.deleteOwned(id, user.id))) throw new AppError(404, LISTING_NOT_FOUND);
      return { id };
    },

    /**
     * Admins hide an active listing (with a reason: audited, and the seller is told) or show a
     * hidden one again; the change, audit row and notification are one transaction.
     */
    async moderate(admin: UserRow, id: string, hidden: boolean, reason?: string) {
      const row = await repo.find(id);
      if (!row) throw new AppError(404, LISTING_NOT_FOUND);
      await db.transaction(async (tx) => {
        if (!(await repo.setHidden(id, hidden, tx))) {
          throw new AppError(
            409,
            hidden ? 'Only open listings can be hidden' : 'Listing is not hidden',
          );
        }
        await audit(tx, {
          adminId: admin.id,
          action: hidden ? 'listing_hidden' : 'listing_shown',
          userId: row.sellerId,
          targetId: id,
          reason,
        });
        if (!hidden) return;
        const [seller] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, row.sellerId));
        await notify(tx, row.sellerId, {
          type: 'listing_hidden',
          title: 'Your listing was taken down',
          body: `An admin took down your listing "${row.title}": ${reason ?? ''}`,
          params: { listing: row.title, reason: reason ?? '' },
          priority: 'high',
          link: `${homeOf(seller?.role ?? 'farmer')}/marketplace`,
        });
      });
      return named(admin, id);
    },

    /**
     * "I'm interested": the seller is notified once per person and listing, with accept /
     * decline actions (answered through `POST /notifications/{id}/action`).
     */
    async interested(user: UserRow, id: string, input: InterestInput) {
      const found = await repo.findNamed(user.id, id);
      if (!found || !canSee(user, found.listing)) throw new AppError(404, LISTING_NOT_FOUND);
      const listing = found.listing;
      if (listing.sellerId === user.id) throw new AppError(400, 'This is your own listing');
      if (listing.status !== 'active') throw new AppError(409, 'This listing is closed');
      const first = await db.transaction(async (tx) => {
        if (!(await repo.addInterest(tx, id, user.id, input.message))) return false;
        const name = `${user.firstName} ${user.lastName}`;
        const note = input.message ? ` They wrote: “${input.message}”` : '';
        await notify(tx, listing.sellerId, {
          type: 'marketplace_interest',
          title: 'Someone is interested in your listing',
          body: `${name} is interested in “${listing.title}”. Call them on ${user.phone}.${note}`,
          params: {
            name,
            listing: listing.title,
            phone: user.phone,
            ...(input.message ? { message: input.message } : {}),
          },
          priority: 'high',
          actions: [
            { id: 'accept', label: 'Accept', variant: 'primary' },
            { id: 'decline', label: 'Decline', variant: 'secondary' },
          ],
          link: `${homeOf(found.seller.role)}/marketplace`,
          context: { listingId: id, userId: user.id },
          dedupeKey: `interest:${id}:${user.id}`,
        });
        return true;
      });
      return {
        message: first ? 'The seller has been told' : 'You already told the seller',
        data: await named(user, id),
      };
    },
  };
}
