import { USSD_CODE } from '@kiwo/domain';
import { Link, Stack } from '@kiwo/ui';
import { NewsletterForm } from '../features/newsletter/NewsletterForm';
import { dashboardPath } from '../routes/roles';
import { useAuth } from '../stores/auth';
import { useI18n } from '../stores/locale';

/** `/` — the landing page. The full page (features, call-to-action cards) grows from here. */
export default function Landing() {
  const { t } = useI18n();
  const { user } = useAuth();
  return (
    <Stack gap="xl">
      <Stack as="section" gap="md" aria-labelledby="hero-title">
        <h1 id="hero-title">{t.landing.headline()}</h1>
        <p>{t.landing.subtitle()}</p>
        <Stack direction="row" gap="sm">
          {user ? (
            <Link variant="primary" href={dashboardPath(user.role)}>
              {t.landing.goToDashboard()}
            </Link>
          ) : (
            <Link variant="primary" href="/signup">
              {t.landing.getStartedFree()}
            </Link>
          )}
          <Link variant="secondary" href={`tel:${encodeURIComponent(USSD_CODE)}`}>
            {t.landing.ussdBadge({ code: USSD_CODE })}
          </Link>
        </Stack>
      </Stack>
      <Stack as="footer" gap="md">
        <NewsletterForm />
      </Stack>
    </Stack>
  );
}
