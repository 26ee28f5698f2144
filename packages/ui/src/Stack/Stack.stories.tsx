import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: 'md', direction: 'column' },
  render: (args) => (
    <Stack {...args}>
      <span>Pen A</span>
      <span>Pen B</span>
      <span>Pen C</span>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('Pen A');
    const stack = first.parentElement as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: 'lg' },
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByText('Pen A').parentElement as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('row');
    await expect(getComputedStyle(stack).flexWrap).toBe('wrap');
  },
};

export const AsLandmark: Story = {
  args: { as: 'nav', 'aria-label': 'Pens' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Pens' })).toBeVisible();
  },
};
