import { Subscribers } from '../features/admin/Subscribers';

/** `/admin/newsletter-subscribers` (issue 9, admin only). */
export default function AdminSubscribers() {
  return <Subscribers />;
}
