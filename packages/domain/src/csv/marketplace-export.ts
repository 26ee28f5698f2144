import type { DateInput } from '../time';
import { instantOrNA, nairaText, numberOr0, textOrEmpty, textOrNA, yesNo } from './cells';
import type { CsvColumn } from './csv';

/** A marketplace listing as the export reads it (spec §3 "Marketplace listing export row"). */
export interface MarketplaceListingExportInput {
  readonly title?: string | null;
  readonly transactionType?: string | null;
  readonly category?: string | null;
  /** Price in naira. */
  readonly price?: number | null;
  readonly quantity?: number | null;
  readonly unit?: string | null;
  readonly location?: string | null;
  readonly status?: string | null;
  /** The seller's display name. */
  readonly sellerName?: string | null;
  readonly contactPhone?: string | null;
  readonly negotiable?: boolean | null;
  readonly description?: string | null;
  readonly createdAt?: DateInput | null;
}

/**
 * Spec §3 marketplace listing export columns, in the spec's order. Missing values: price and
 * quantity → 0; negotiable → "no"; description → empty; everything else → "N/A".
 * `createdAt` is written as an ISO 8601 instant.
 */
export const MARKETPLACE_LISTING_EXPORT_COLUMNS: readonly CsvColumn<MarketplaceListingExportInput>[] =
  [
    { key: 'title', header: 'Title', value: (r) => textOrNA(r.title) },
    {
      key: 'transactionType',
      header: 'Transaction Type',
      value: (r) => textOrNA(r.transactionType),
    },
    { key: 'category', header: 'Category', value: (r) => textOrNA(r.category) },
    { key: 'price', header: 'Price (NGN)', value: (r) => nairaText(r.price) },
    { key: 'quantity', header: 'Quantity', value: (r) => numberOr0(r.quantity) },
    { key: 'unit', header: 'Unit', value: (r) => textOrNA(r.unit) },
    { key: 'location', header: 'Location', value: (r) => textOrNA(r.location) },
    { key: 'status', header: 'Status', value: (r) => textOrNA(r.status) },
    { key: 'seller', header: 'Seller', value: (r) => textOrNA(r.sellerName) },
    { key: 'contactPhone', header: 'Contact Phone', value: (r) => textOrNA(r.contactPhone) },
    { key: 'negotiable', header: 'Negotiable', value: (r) => yesNo(r.negotiable) },
    { key: 'description', header: 'Description', value: (r) => textOrEmpty(r.description) },
    { key: 'createdAt', header: 'Created At', value: (r) => instantOrNA(r.createdAt) },
  ];
