import { Stack } from '@kiwo/ui';
import { useCurrentRoute } from '../routes/current';
import { useI18n } from '../stores/locale';

/** Marks a screen of the route table that is not built yet, inside its proper layout. */
export default function Placeholder() {
  const { t } = useI18n();
  const route = useCurrentRoute();
  return (
    <Stack gap="sm" aria-labelledby="placeholder-title" as="section">
      <h1 id="placeholder-title">{t.placeholder.title({ screen: t.routes[route.title]() })}</h1>
      <p data-placeholder="true">{t.placeholder.body()}</p>
    </Stack>
  );
}
