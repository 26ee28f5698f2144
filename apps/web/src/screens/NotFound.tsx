import { Button, Link, Stack } from '@kiwo/ui';
import { useI18n } from '../stores/locale';

/**
 * "Go Back" stays in Kiwo: back through history only when the previous page was ours (a link
 * from a message or another site would otherwise leave the app); else home.
 */
const goBack = () => {
  const cameFromKiwo =
    document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  if (cameFromKiwo && window.history.length > 1) window.history.back();
  else window.location.assign('/');
};

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
        <Button variant="secondary" onPress={goBack}>
          {t.notFound.goBack()}
        </Button>
      </Stack>
    </Stack>
  );
}
