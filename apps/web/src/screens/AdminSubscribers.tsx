import { Subscribers } from '../features/admin/Subscribers';

/** `/admin/newsletter-subscribers` (admin only, ADR 0015). */
export default function AdminSubscribers() {
  return <Subscribers />;
}
