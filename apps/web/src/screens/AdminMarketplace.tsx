import { AdminMarketplace as Moderation } from '../features/admin/AdminMarketplace';

/** `/admin/marketplace`: listings to moderate and every buy/sell request (issue 9, admin only). */
export default function AdminMarketplace() {
  return <Moderation />;
}
