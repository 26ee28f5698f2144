import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { LayersIcon } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No batches yet',
    body: 'Add your first batch to start recording feed, weight and mortality.',
    icon: <LayersIcon size="xl" />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title as a heading, explanation text and a decorative icon. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No batches yet' })).toBeVisible();
    await expect(canvas.getByText(/Add your first batch/)).toBeVisible();
  },
};

/** An action slot for the next step; heading level adapts to the page. */
export const WithAction: Story = {
  args: {
    headingLevel: 3,
    action: <Button onPress={fn()}>Add batch</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add batch' }));
  },
};
