import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'title', 'avatar', 'block'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three text lines, hidden from assistive technology; the last line is shorter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = canvasElement.querySelector('[data-variant="text"]') as HTMLElement;
    await expect(group).toHaveAttribute('aria-hidden', 'true');
    const lines = [...group.children] as HTMLElement[];
    await expect(lines).toHaveLength(3);
    const [first, , last] = lines.map((line) => line.getBoundingClientRect().width);
    await expect(last).toBeLessThan(first as number);
  },
};

/** A card-like layout of shapes. */
export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Skeleton variant="avatar" />
      <Skeleton variant="title" />
      <Skeleton variant="block" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-variant="avatar"] > span') as HTMLElement;
    await expect(avatar.getBoundingClientRect().width).toBe(40);
  },
};
