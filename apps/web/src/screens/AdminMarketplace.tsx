import { AdminMarketplace as Moderation } from '../features/admin/AdminMarketplace';

/** `/admin/marketplace`: listings to moderate and every buy/sell request (admin only, ADR 0015). */
export default function AdminMarketplace() {
  return <Moderation />;
}
