import { Stack, Tab, TabList, TabPanel, Tabs } from '@kiwo/ui';
import { useLocation } from 'wouter';
import { useAreaI18n } from '../../stores/locale';
import { AskExpertLink } from '../consultations/AskExpertLink';
import { VoiceCallButton } from '../voice/VoiceCallButton';
import { AgentOverview } from './AgentOverview';
import { FarmerList } from './FarmerList';
import { RegisterFarmerForm } from './RegisterFarmerForm';
import { Reports } from './Reports';

const TABS = {
  '/agent/dashboard': 'overview',
  '/agent/farmer': 'farmers',
  '/agent/reports': 'reports',
} as const;
const PATHS = {
  overview: '/agent/dashboard',
  farmers: '/agent/farmer',
  reports: '/agent/reports',
} as const;

/**
 * The agent dashboard screen, which also renders the farmers list and the reports page
 * (spec §2): one screen, the tab follows the address so each is linkable from the sidebar.
 */
export function AgentWorkspace() {
  const { t } = useAreaI18n('agent');
  const [path, navigate] = useLocation();
  const tab = TABS[path as keyof typeof TABS] ?? 'overview';
  return (
    <Stack gap="md">
      <Stack direction="row" gap="sm" align="center">
        <h1>{t.agent.dashboardTitle()}</h1>
        <VoiceCallButton />
        <AskExpertLink as="agent" />
      </Stack>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => navigate(PATHS[key as keyof typeof PATHS])}
      >
        <TabList aria-label={t.agent.dashboardTitle()}>
          <Tab id="overview">{t.agent.overviewTab()}</Tab>
          <Tab id="farmers">{t.agent.farmersTab()}</Tab>
          <Tab id="reports">{t.agent.reportsTab()}</Tab>
        </TabList>
        <TabPanel id="overview">
          <AgentOverview />
        </TabPanel>
        <TabPanel id="farmers">
          <Stack gap="xl">
            <FarmerList />
            <RegisterFarmerForm />
          </Stack>
        </TabPanel>
        <TabPanel id="reports">
          <Reports />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
