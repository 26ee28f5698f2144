import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChangeLog } from './ChangeLog';

const meta = {
  title: 'Components/ChangeLog',
  component: ChangeLog,
  args: {
    'aria-label': 'Changes to this record',
    changedToLabel: 'changed to',
    emptyLabel: 'No changes recorded yet',
    entries: [
      {
        id: 'r1',
        who: 'Chinedu Okafor',
        role: 'Extension agent',
        channel: 'Agent',
        when: '26 Nov 2026, 09:10',
        dateTime: '2026-11-26T08:10:00Z',
        summary: 'Record created',
        changes: [
          { id: 'mortality', label: 'Deaths', before: '—', after: '1' },
          { id: 'salesNaira', label: 'Sales', before: '—', after: '₦45,000' },
        ],
      },
      {
        id: 'r2',
        who: 'Amina Bello',
        role: 'Farmer',
        channel: 'USSD',
        when: '26 Nov 2026, 10:42',
        dateTime: '2026-11-26T09:42:00Z',
        changes: [{ id: 'mortality', label: 'Deaths', before: '1', after: '2' }],
      },
    ],
  },
} satisfies Meta<typeof ChangeLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest first: who, role, channel and time on each change, then old → new per field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Changes to this record' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    await expect(first).toHaveTextContent('Chinedu Okafor');
    await expect(first).toHaveTextContent('Extension agent');
    await expect(first).toHaveTextContent('Record created');
    await expect(second).toHaveTextContent('USSD');
    // Screen readers hear "Deaths 1 changed to 2"; the arrow is hidden from them.
    await expect(second).toHaveTextContent(/Deaths\s*1\s*→changed to\s*2/);
    await expect(second?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-26T09:42:00Z');
  },
};

/** No change yet (records saved before changes were kept): a plain sentence, no empty list. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No changes recorded yet')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
