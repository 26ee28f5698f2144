import type { listingsQuery } from '@kiwo/api-client/schemas';
import {
  koboToNaira,
  MARKETPLACE_LISTING_EXPORT_COLUMNS,
  type MarketplaceListingExportInput,
  NO_DATA_TO_EXPORT,
  toCsv,
} from '@kiwo/domain';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { CSV_BOM, csvReaderText } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { attachment } from '../../lib/http';
import type { UserRow } from '../users';
import { createListingsRepository, type NamedListing } from './repository';
import { filterFor } from './service';

/** One export holds at most this many listings (the filters narrow a bigger market). */
const EXPORT_MAX_LISTINGS = 10_000;

const toExportInput = ({ listing: l, seller }: NamedListing): MarketplaceListingExportInput => ({
  title: l.title,
  transactionType: l.transactionType,
  category: l.category,
  price: koboToNaira(Number(l.priceKobo)),
  quantity: l.quantity,
  unit: l.unit,
  location: l.location,
  status: l.status,
  sellerName: `${seller.firstName} ${seller.lastName}`,
  contactPhone: l.contactPhone,
  negotiable: l.negotiable,
  description: l.description,
  createdAt: l.createdAt,
});

/**
 * The listings the caller can see with these filters, as the spec §3 export rows (domain
 * `toCsv`, spec §9 quoting), headed in the caller's language. Nothing to export is a 404 `No data to export` and no file (§5).
 */
export async function sendListingsCsv(
  reply: FastifyReply,
  db: Database,
  user: UserRow,
  q: z.output<typeof listingsQuery>,
) {
  const rows = await createListingsRepository(db).list(
    user.id,
    filterFor(user, q),
    q.sort,
    EXPORT_MAX_LISTINGS,
  );
  // Headers in the reader's language (the spec's English ones in English).
  const { t } = await csvReaderText(user.language);
  const h = t.csv.listings as unknown as Record<string, (() => string) | undefined>;
  const columns = MARKETPLACE_LISTING_EXPORT_COLUMNS.map((c) => ({
    ...c,
    header: h[c.key]?.() ?? c.header,
  }));
  const csv = toCsv(rows.map(toExportInput), columns);
  if (csv === null) throw new AppError(404, NO_DATA_TO_EXPORT);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(t.csv.listings.fileName()))
    .header('cache-control', 'no-store')
    .send(`${CSV_BOM}${csv}`);
}
