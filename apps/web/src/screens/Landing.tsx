import { Footer } from '../features/landing/Footer';
import { HeroAction } from '../features/landing/HeroActions';
import { LandingSections } from '../features/landing/LandingSections';
import { NewsletterForm } from '../features/newsletter/NewsletterForm';
import { VoiceCallButton } from '../features/voice/VoiceCallButton';
import { roleOf } from '../routes/roles';
import { useAuth } from '../stores/auth';
import { useI18n } from '../stores/locale';

/**
 * `/` inside the app (client-side navigation, `pnpm dev`). A fresh visit to `/` gets the
 * prerendered page instead (ADR 0014); both render the same landing sections.
 */
export default function Landing() {
  const { t } = useI18n();
  const { user } = useAuth();
  return (
    <>
      <LandingSections
        t={t}
        primaryAction={<HeroAction t={t} role={user ? roleOf(user.role) : undefined} />}
        voiceAction={<VoiceCallButton />}
      />
      <Footer t={t} newsletter={<NewsletterForm />} />
    </>
  );
}
