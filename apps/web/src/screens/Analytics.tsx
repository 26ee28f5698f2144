import { FarmAnalytics } from '../features/farm/Analytics';

/** `/farmer/analytics` */
export default function Analytics() {
  return <FarmAnalytics />;
}
