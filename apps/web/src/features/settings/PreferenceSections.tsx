import { REPORT_FREQUENCIES, type ReportFrequency } from '@kiwo/api-client';
import { LOCALE_DISPLAY_NAMES, LOCALES, type Locale } from '@kiwo/i18n';
import { Button, Checkbox, Radio, RadioGroup, Select, Stack } from '@kiwo/ui';
import { useEffect, useState } from 'react';
import { useFarmMode, useReportSettings, useSaveReportSettings } from '../../data/auth';
import { useAuth } from '../../stores/auth';
import { changeLanguage, useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';

/** Spec §4 Language: switches at once and is saved to the profile (toasts of spec §8). */
export function LanguageSection() {
  const { t, locale } = useAreaI18n('settings');
  return (
    <RadioGroup
      label={t.settings.languageTitle()}
      value={locale}
      onChange={(v) => void changeLanguage(v as Locale)}
    >
      {LOCALES.map((code) => (
        <Radio key={code} value={code}>
          <span lang={code}>{LOCALE_DISPLAY_NAMES[code]}</span>
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** Farmers choose simple or advanced mode; the sidebar menu follows (spec §2). */
export function FarmModeSection() {
  const { t, locale } = useAreaI18n('settings');
  const { user } = useAuth();
  const { trigger } = useFarmMode();
  return (
    <RadioGroup
      label={t.settings.farmModeTitle()}
      value={user?.farmMode ?? 'advanced'}
      onChange={async (mode) => {
        try {
          await trigger(mode as 'simple' | 'advanced');
          toast({ title: t.common.saved(), variant: 'success' });
        } catch (error) {
          toast({
            title: t.errors.updateFailed(),
            description: apiErrorText(error, t, locale, t.errors.updateFailed()),
            variant: 'destructive',
          });
        }
      }}
    >
      <Radio value="simple">{t.settings.farmModeSimple()}</Radio>
      <Radio value="advanced">{t.settings.farmModeAdvanced()}</Radio>
    </RadioGroup>
  );
}

/** How often the farm report is sent, and by which channels. */
export function ReportSettingsSection() {
  const { t, locale } = useAreaI18n('settings');
  const { data, error } = useReportSettings();
  const { trigger, isMutating } = useSaveReportSettings();
  const [frequency, setFrequency] = useState<ReportFrequency>('weekly');
  const [email, setEmail] = useState(false);
  const [sms, setSms] = useState(true);
  useEffect(() => {
    if (!data) return;
    setFrequency(data.frequency);
    setEmail(data.channels.email);
    setSms(data.channels.sms);
  }, [data]);

  const labels: Record<ReportFrequency, string> = {
    daily: t.settings.daily(),
    weekly: t.settings.weekly(),
    monthly: t.settings.monthly(),
    never: t.settings.never(),
  };
  const save = async () => {
    try {
      await trigger({ frequency, channels: { email, sms } });
      toast({ title: t.common.saved(), variant: 'success' });
    } catch (failure) {
      toast({
        title: t.errors.reportSettingsUpdateFailed(),
        description: apiErrorText(failure, t, locale, t.errors.reportSettingsUpdateFailed()),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack as="section" gap="sm" aria-labelledby="reports-title">
      <h2 id="reports-title">{t.settings.reportsTitle()}</h2>
      {error && <p role="alert">{t.errors.reportSettingsGetFailed()}</p>}
      <Select
        label={t.settings.reportFrequency()}
        items={REPORT_FREQUENCIES.map((id) => ({ id, label: labels[id] }))}
        selectedKey={frequency}
        onSelectionChange={(key) => key && setFrequency(key as ReportFrequency)}
      />
      <Checkbox isSelected={email} onChange={setEmail}>
        {t.settings.byEmail()}
      </Checkbox>
      <Checkbox isSelected={sms} onChange={setSms}>
        {t.settings.bySms()}
      </Checkbox>
      <Button onPress={save} isPending={isMutating}>
        {isMutating ? t.settings.saving() : t.common.save()}
      </Button>
    </Stack>
  );
}
