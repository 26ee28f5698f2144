import { useSearch } from 'wouter';
import { RecordForm } from '../features/farm/RecordForm';
import { NarrowPage } from '../layouts/NarrowPage';

/** `/farmer/records` */
export default function Records() {
  const section = new URLSearchParams(useSearch()).get('section') ?? undefined;
  return (
    <NarrowPage>
      <RecordForm sectionId={section} />
    </NarrowPage>
  );
}
