import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayRateTrend } from './LayRateTrend';

const days = [
  { label: '22 Nov', value: 91 },
  { label: '23 Nov', value: 90.4 },
  { label: '24 Nov', value: 90 },
  { label: '25 Nov', value: 89.1 },
  { label: '26 Nov', value: 75 },
];

const meta = {
  title: 'Charts/LayRateTrend',
  component: LayRateTrend,
  args: {
    title: 'Lay rate',
    summary: 'Lay rate by day, in percent',
    data: days,
    formatValue: (value: number) => `${value}%`,
    tableToggleLabel: 'Show as table',
    labelHeader: 'Day',
    valueHeader: 'Lay rate',
    current: '75%',
    detail: '750 eggs from 1,000 hens · 25 crates + 0',
    emptyMessage: 'No eggs recorded yet.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LayRateTrend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest figure with what it is made of, and each day's rate named on its point. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const detail = canvas.getByText(/750 eggs from 1,000 hens/);
    await expect(detail).toBeVisible();
    await expect(detail.parentElement).toHaveTextContent(/^75%750 eggs/);
    await expect(canvas.getByRole('figure', { name: 'Lay rate' })).toBeVisible();
    const labels = [...canvasElement.querySelectorAll('circle')].map((c) =>
      c.getAttribute('aria-label'),
    );
    await expect(labels.at(-1)).toBe('26 Nov: 75%');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A fall of more than 10 points is said first, as a warning read at once. */
export const Dropped: Story = {
  args: { warning: 'Lay rate in House A fell from 90% to 75% on 26 Nov 2026.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('fell from 90% to 75%');
  },
};

/** No eggs yet: a sentence, no empty chart. */
export const Empty: Story = {
  args: { data: [], current: undefined, detail: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No eggs recorded yet.')).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};
