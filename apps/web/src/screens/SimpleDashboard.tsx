import { SimpleDashboard } from '../features/farm/SimpleDashboard';

/** `/farmer/simple-dashboard` */
export default function SimpleDashboard() {
  return <SimpleDashboard />;
}
