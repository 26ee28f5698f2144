import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Batch progress', value: 45 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, value 0–100, shown as "45%". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Batch progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveTextContent('45%');
  },
};

/** Values outside 0–100 are clamped. */
export const Clamped: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Batch progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveTextContent('100%');
  },
};

/** A custom value label (e.g. weeks) and no visible value. */
export const CustomLabel: Story = {
  args: { value: 3, maxValue: 6, valueLabel: 'Week 3 of 6', showValue: false },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Batch progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Week 3 of 6');
    await expect(bar).not.toHaveTextContent('Week 3 of 6');
  },
};
