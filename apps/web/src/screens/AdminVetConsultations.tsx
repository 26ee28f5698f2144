import { Stack, Tab, TabList, TabPanel, Tabs } from '@kiwo/ui';
import { PhoneCallsLog } from '../features/admin/PhoneCallsLog';
import { AdminConsultations as Queue } from '../features/consultations/AdminConsultations';
import { useConsoleI18n } from '../stores/locale';

/**
 * `/admin/vet-consultations`: vet consultation requests (admin only, ADR 0015) and, in a second
 * tab, the phone line's calls (ADR 0043). `?tab=calls` opens the calls.
 */
export default function AdminVetConsultations() {
  const { t } = useConsoleI18n();
  const c = t.admin.calls;
  const initial = new URLSearchParams(window.location.search).get('tab') === 'calls';
  return (
    <Stack gap="md">
      <h1>{t.routes.vetConsultations()}</h1>
      <Tabs defaultSelectedKey={initial ? 'calls' : 'requests'}>
        <TabList aria-label={c.tabsLabel()}>
          <Tab id="requests">{c.tabRequests()}</Tab>
          <Tab id="calls">{c.tabCalls()}</Tab>
        </TabList>
        <TabPanel id="requests">
          <Queue kind="vet" titled={false} />
        </TabPanel>
        <TabPanel id="calls">
          <PhoneCallsLog />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
