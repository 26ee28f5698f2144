import { Stack } from '@kiwo/ui';
import { DetailsSection, PasswordSection } from '../features/settings/AccountSections';
import { FarmDetailsSection } from '../features/settings/FarmDetailsSection';
import {
  FarmModeSection,
  LanguageSection,
  ReportSettingsSection,
} from '../features/settings/PreferenceSections';
import { SmsAlertsSection } from '../features/settings/SmsAlertsSection';
import {
  DeleteAccountSection,
  NinSection,
  VerificationSection,
} from '../features/settings/TrustSections';
import { UssdPinSection } from '../features/settings/UssdPinSection';
import { NarrowPage } from '../layouts/NarrowPage';
import { useAuth } from '../stores/auth';
import { useAreaI18n } from '../stores/locale';

/** `/{role}/settings`, the same screen for every role. */
export default function Settings() {
  const { t } = useAreaI18n('settings');
  const { user } = useAuth();
  // The API opens nothing else until the temporary password is changed (ADR 0025).
  if (user?.mustChangePassword) {
    return (
      <NarrowPage>
        <Stack gap="xl">
          <h1>{t.routes.settings()}</h1>
          <p>{t.settings.passwordFirst()}</p>
          <PasswordSection />
        </Stack>
      </NarrowPage>
    );
  }
  return (
    <NarrowPage>
      <Stack gap="xl">
        <h1>{t.routes.settings()}</h1>
        <DetailsSection />
        {user?.role === 'farmer' && <FarmDetailsSection />}
        <LanguageSection />
        {user?.role === 'farmer' && <FarmModeSection />}
        <ReportSettingsSection />
        {user?.role !== 'admin' && <SmsAlertsSection />}
        {user?.role === 'farmer' && <UssdPinSection />}
        <VerificationSection />
        <NinSection />
        <PasswordSection />
        <DeleteAccountSection />
      </Stack>
    </NarrowPage>
  );
}
