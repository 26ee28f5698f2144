import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { marketplaceListings, users } from '../../src/db/schema';
import type { Client } from './farm';

/** A valid listing body (overridable): 50 layers in Kaduna. */
export const listingBody = (overrides: Record<string, unknown> = {}) => ({
  title: '50 point-of-lay layers',
  transactionType: 'sell',
  category: 'livestock',
  price: 5500,
  quantity: 50,
  unit: 'birds',
  location: 'Kaduna',
  negotiable: true,
  description: 'Vaccinated, 18 weeks.',
  ...overrides,
});

/** Posts a listing through the API; throws unless 201. */
export async function postListing(api: Client, overrides: Record<string, unknown> = {}) {
  const res = await api.post('/api/marketplace/listings', listingBody(overrides));
  if (res.status !== 201) throw new Error(`listing: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { _id: string } & Record<string, unknown>;
}

const CATEGORIES = ['livestock', 'feed', 'drugs_vaccines', 'equipment', 'services'] as const;
const STATES = ['Kaduna', 'Kano', 'Lagos', 'Enugu'] as const;

/**
 * 200 listings straight into the table for `sellerId`: category cycles over 5, state over 4,
 * buy every 3rd, price (i + 1) × 1000 naira, one minute apart (listing 0 newest).
 */
export async function seed200(db: Database, sellerId: string) {
  const [seller] = await db.select().from(users).where(eq(users.id, sellerId));
  const now = Date.now();
  await db.insert(marketplaceListings).values(
    Array.from({ length: 200 }, (_, i) => ({
      sellerId,
      title: `Lot ${i}${i % 10 === 0 ? ' goats' : ''}`,
      transactionType: i % 3 === 0 ? ('buy' as const) : ('sell' as const),
      category: CATEGORIES[i % 5] ?? 'feed',
      priceKobo: (i + 1) * 100_000,
      quantity: 1 + i,
      unit: 'units',
      location: STATES[i % 4] ?? 'Kaduna',
      contactPhone: seller?.phone ?? '+2348030000001',
      createdAt: new Date(now - i * 60_000),
    })),
  );
}
