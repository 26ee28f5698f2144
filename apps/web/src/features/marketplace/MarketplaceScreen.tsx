import type { Listing } from '@kiwo/api-client';
import { Stack, Tab, TabList, TabPanel, Tabs } from '@kiwo/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { roleOfPath } from '../../routes/guard';
import { useAreaI18n } from '../../stores/locale';
import { BrowseListings } from './BrowseListings';
import { ListingForm } from './ListingForm';
import { MyListings } from './MyListings';
import { Requests } from './Requests';

/**
 * `/{role}/marketplace`: browse everyone's listings, manage one's own (farmers and agents), and
 * buy/sell requests. Admins browse and moderate; they do not trade.
 */
export function MarketplaceScreen() {
  const { t } = useAreaI18n('marketplace');
  const m = t.marketplace;
  const [path] = useLocation();
  const role = roleOfPath(path) ?? 'farmer';
  const trades = role !== 'admin';
  const [tab, setTab] = useState<string>('browse');
  // The form is remounted for each listing (key), so it starts from that listing's values.
  const [editing, setEditing] = useState<{ listing?: Listing; key: number } | null>(null);
  const edit = (listing?: Listing) => setEditing({ listing, key: Date.now() });

  return (
    <Stack gap="md">
      <h1>{m.title()}</h1>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
        <TabList aria-label={m.title()}>
          <Tab id="browse">{m.browseTab()}</Tab>
          {trades ? <Tab id="mine">{m.mineTab()}</Tab> : null}
          <Tab id="requests">{m.requestsTab()}</Tab>
        </TabList>
        <TabPanel id="browse">
          <BrowseListings role={role} onEdit={edit} />
        </TabPanel>
        {trades ? (
          <TabPanel id="mine">
            <MyListings role={role} onNew={() => edit()} onEdit={edit} />
          </TabPanel>
        ) : null}
        <TabPanel id="requests">
          <Requests role={role} />
        </TabPanel>
      </Tabs>
      {editing && (
        <ListingForm
          key={editing.key}
          listing={editing.listing}
          isOpen
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </Stack>
  );
}
