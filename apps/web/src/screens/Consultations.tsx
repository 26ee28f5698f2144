import { ConsultationsScreen } from '../features/consultations/ConsultationsScreen';

/** `/farmer/consultations` and `/agent/consultations`: ask an expert and read the answers. */
export default function Consultations() {
  return <ConsultationsScreen />;
}
