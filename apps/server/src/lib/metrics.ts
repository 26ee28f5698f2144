import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process-wide Prometheus metrics that code below the app layer counts (ADR 0052,
 * docs/OPERATIONS.md "Metrics"): outbound messages per provider and product events. They live
 * here, in `lib/`, so the queue and the areas can count without importing the app; the metrics
 * plugin (`plugins/metrics.ts`) adds the per-app HTTP histogram and the gauges read at scrape
 * time, and serves them all on `/metrics`. Metrics are per process: each server process (and a
 * separate IVR process) is its own Prometheus target; PromQL's `sum()` adds them up.
 */
export const processRegistry = new Registry();

let defaultsCollected = false;

/** Node's own metrics (event loop lag, heap, GC, handles), once per process. */
export function collectNodeMetrics() {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry, prefix: 'kiwo_' });
}

/** One delivery attempt's outcome, per channel and provider (`outbox` for the development one). */
export const outboundMessages = new Counter({
  name: 'kiwo_outbound_messages_total',
  help: 'Delivery attempts of outbound messages by channel, provider and outcome (sent, retry, failed)',
  labelNames: ['channel', 'provider', 'outcome'] as const,
  registers: [processRegistry],
});

/** Product events stored (modules/events): the same names as the `product_events` rows. */
export const productEvents = new Counter({
  name: 'kiwo_product_events_total',
  help: 'Product events recorded, by event name and channel',
  labelNames: ['event', 'channel'] as const,
  registers: [processRegistry],
});
