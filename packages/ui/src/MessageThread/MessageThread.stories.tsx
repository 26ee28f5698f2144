import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessageThread } from './MessageThread';

const meta = {
  title: 'Components/MessageThread',
  component: MessageThread,
  args: {
    label: 'Messages with +234 803 555 2001',
    directionLabels: { in: 'Received', out: 'Sent' },
    messages: [
      { id: '1', direction: 'in', text: 'Kaji na 3 sun mutu a House A', meta: '09:12 · Asked' },
      {
        id: '2',
        direction: 'out',
        text: 'A ƙara a bayanan yau na House A: mace-mace 3?',
        meta: '09:12 · Delivered',
      },
      { id: '3', direction: 'in', text: '[Tabbatar]', meta: '09:13 · Saved' },
      {
        id: '4',
        direction: 'out',
        text: 'An ajiye ✅ House A yau: mace-mace 3, an sayar 0, abinci 0 kg. Masu rai yanzu: 97.',
        meta: '09:13 · Read',
      },
    ],
  },
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest first; each message says who wrote it before its text; out on the end side. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Messages with +234 803 555 2001' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Received: Kaji na 3 sun mutu a House A');
    await expect(items[1]).toHaveTextContent('Sent: A ƙara a bayanan yau');
    await expect(items[1]).toHaveTextContent('Delivered');
    const left = (el: HTMLElement | undefined) => el?.getBoundingClientRect().left ?? 0;
    await expect(left(items[1])).toBeGreaterThan(left(items[0]));
  },
};

/** No message: the empty state instead of an empty list. */
export const Empty: Story = {
  args: { messages: [], empty: <p>No messages with this number yet.</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('No messages with this number yet.')).toBeVisible();
  },
};
