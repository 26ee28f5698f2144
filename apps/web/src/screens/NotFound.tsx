import { Button, Link, Stack } from '@kiwo/ui';
import { useI18n } from '../stores/locale';

/** Any unknown path (spec §2): "Page Not Found" with "Back to Home" and "Go Back". */
export default function NotFound() {
  const { t } = useI18n();
  return (
    <Stack as="section" gap="md" align="start" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t.notFound.title()}</h1>
      <p>{t.notFound.body()}</p>
      <Stack direction="row" gap="sm">
        <Link variant="primary" href="/">
          {t.notFound.backHome()}
        </Link>
        <Button variant="secondary" onPress={() => window.history.back()}>
          {t.notFound.goBack()}
        </Button>
      </Stack>
    </Stack>
  );
}
