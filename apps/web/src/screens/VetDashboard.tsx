import { VetDashboardScreen } from '../features/consultations/VetDashboardScreen';

/** `/vet/dashboard` and `/vet/consultations`: the vet requests of the vet's states (ADR 0061). */
export default function VetDashboard() {
  return <VetDashboardScreen />;
}
