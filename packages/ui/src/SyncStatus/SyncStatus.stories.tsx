import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SyncStatus } from './SyncStatus';

const meta = {
  title: 'Feedback/SyncStatus',
  component: SyncStatus,
  args: {
    connection: 'online',
    connectionLabel: 'Online',
    'aria-label': 'Network and sync status',
  },
  argTypes: {
    connection: { control: 'inline-radio', options: ['online', 'offline', 'syncing'] },
  },
} satisfies Meta<typeof SyncStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online with nothing waiting: a filled dot and the word, no count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Network and sync status' });
    await expect(status).toHaveTextContent('Online');
    await expect(status.querySelector('[data-connection="online"]')).not.toBeNull();
    await expect(within(status).queryByText('0')).toBeNull();
  },
};

/** Offline with three entries saved on the phone: the number is shown, the words are read. */
export const OfflineWithWaiting: Story = {
  args: {
    connection: 'offline',
    connectionLabel: 'Offline',
    pendingCount: 3,
    pendingLabel: 'Waiting to sync: 3',
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status.querySelector('[data-connection="offline"]')).not.toBeNull();
    await expect(status).toHaveTextContent('Offline');
    // Screen readers get the words; the bare number is hidden from them.
    await expect(within(status).getByText('Waiting to sync: 3')).toBeInTheDocument();
    await expect(within(status).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Sending the saved entries after the network returned. */
export const Syncing: Story = {
  args: {
    connection: 'syncing',
    connectionLabel: 'Syncing…',
    pendingCount: 2,
    pendingLabel: 'Waiting to sync: 2',
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Syncing…');
    await expect(status.querySelector('[data-connection="syncing"]')).not.toBeNull();
  },
};

/** An entry changed elsewhere needs a choice: the count turns into a danger badge. */
export const NeedsAttention: Story = {
  args: {
    connection: 'online',
    connectionLabel: 'Online',
    pendingCount: 1,
    pendingLabel: 'Needs your choice: 1',
    needsAttention: true,
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status.querySelector('[data-attention]')).not.toBeNull();
    await expect(within(status).getByText('Needs your choice: 1')).toBeInTheDocument();
  },
};

/** With `href` the pill is a link to the waiting list, named by everything it shows. */
export const AsLink: Story = {
  args: {
    connection: 'offline',
    connectionLabel: 'Offline',
    pendingCount: 4,
    pendingLabel: 'Waiting to sync: 4',
    href: '#waiting',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Offline Waiting to sync: 4' });
    await expect(link).toHaveAttribute('href', '#waiting');
    link.focus();
    await expect(link).toHaveFocus();
  },
};
