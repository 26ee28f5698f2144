import { FarmDashboard } from '../features/farm/Dashboard';

/** `/farmer/dashboard` */
export default function FarmerDashboard() {
  return <FarmDashboard />;
}
