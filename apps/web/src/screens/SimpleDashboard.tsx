import { SimpleDashboard as SimpleDashboardView } from '../features/farm/SimpleDashboard';

/** `/farmer/simple-dashboard` ("My Farm") */
export default function SimpleDashboard() {
  return <SimpleDashboardView />;
}
