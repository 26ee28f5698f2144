import { Tab, TabList, TabPanel, Tabs } from '@kiwo/ui';
import { SendNotification } from '../features/admin/SendNotification';
import { NotificationsScreen } from '../features/notifications/NotificationsScreen';
import { useConsoleI18n } from '../stores/locale';

/** `/admin/notifications`: send a notification to a role, a state or one user; the own inbox. */
export default function AdminNotifications() {
  const { t } = useConsoleI18n();
  return (
    <Tabs defaultSelectedKey="send">
      <TabList aria-label={t.routes.notifications()}>
        <Tab id="send">{t.admin.sendTab()}</Tab>
        <Tab id="inbox">{t.admin.inboxTab()}</Tab>
      </TabList>
      <TabPanel id="send">
        <SendNotification />
      </TabPanel>
      <TabPanel id="inbox">
        <NotificationsScreen />
      </TabPanel>
    </Tabs>
  );
}
