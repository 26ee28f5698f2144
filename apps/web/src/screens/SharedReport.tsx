import { useParams } from 'wouter';
import { SharedReport as SharedReportView } from '../features/farm/BatchReport';

/** `/shared/report/{token}`: a batch report shared read-only, no account needed. */
export default function SharedReport() {
  const { token = '' } = useParams<{ token: string }>();
  return <SharedReportView token={token} />;
}
