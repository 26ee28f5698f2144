import { BatchList } from '../features/farm/BatchList';

/** `/farmer/batch` */
export default function Batches() {
  return <BatchList />;
}
