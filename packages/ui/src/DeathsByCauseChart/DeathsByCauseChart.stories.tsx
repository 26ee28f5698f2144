import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DeathsByCauseChart } from './DeathsByCauseChart';

const causes = [
  { label: 'Heat', value: 14 },
  { label: 'Disease', value: 6 },
  { label: 'Smothering', value: 3 },
  { label: 'Not given', value: 2 },
];

const meta = {
  title: 'Charts/DeathsByCauseChart',
  component: DeathsByCauseChart,
  args: {
    title: 'Deaths by cause',
    summary: 'Deaths of this batch by cause',
    data: causes,
    tableToggleLabel: 'Show as table',
    labelHeader: 'Cause of death',
    valueHeader: 'Deaths',
    emptyMessage: 'No deaths recorded.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeathsByCauseChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One bar per cause, most first; the table says the same in rows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Deaths by cause' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Heat14');
    await expect(rows).toHaveLength(causes.length + 1);
  },
};

/** Nothing died: a sentence, not an empty chart. */
export const NoDeaths: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No deaths recorded.')).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};
