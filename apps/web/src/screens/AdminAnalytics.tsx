import { AdminAnalytics as Figures } from '../features/admin/AdminAnalytics';

/** `/admin/analytics`: the figures an operations team reads (admin only, ADR 0015). */
export default function AdminAnalytics() {
  return <Figures />;
}
