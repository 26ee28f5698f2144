import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState, Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { 'aria-label': 'Loading', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An indeterminate, named progressbar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

/** Large size is 48 px. */
export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const ring = canvasElement.querySelector('[data-size="lg"]') as HTMLElement;
    await expect(ring.getBoundingClientRect().width).toBe(48);
  },
};

/** LoadingState: visible text that is also the accessible name. */
export const Loading: Story = {
  render: () => <LoadingState label="AI is thinking..." />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'AI is thinking...' })).toBeVisible();
    await expect(canvas.getByText('AI is thinking...')).toBeVisible();
  },
};
