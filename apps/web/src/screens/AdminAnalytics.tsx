import { AdminAnalytics as Figures } from '../features/admin/AdminAnalytics';

/** `/admin/analytics`: the figures an operations team reads (issue 9, admin only). */
export default function AdminAnalytics() {
  return <Figures />;
}
