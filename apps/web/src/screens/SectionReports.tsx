import { useParams } from 'wouter';
import { SectionHistory } from '../features/farm/SectionHistory';

/** `/farmer/reports/{sectionId}` and the agent's view of it */
export default function SectionReports() {
  const { sectionId = '' } = useParams<{ sectionId: string }>();
  return <SectionHistory sectionId={sectionId} />;
}
