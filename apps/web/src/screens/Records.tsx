import { useSearch } from 'wouter';
import { RecordForm } from '../features/farm/RecordForm';
import { NarrowPage } from '../layouts/NarrowPage';

/** `/farmer/records` (`?section=` and `?date=` preselect the form) */
export default function Records() {
  const search = new URLSearchParams(useSearch());
  const section = search.get('section') ?? undefined;
  const date = search.get('date') ?? undefined;
  return (
    <NarrowPage>
      {/* A new ?section=&date= (a waiting record's Edit) starts the form afresh. */}
      <RecordForm key={`${section}|${date}`} sectionId={section} date={date} />
    </NarrowPage>
  );
}
