import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatIcon } from '../Icon';
import { FloatingActionButton } from './FloatingActionButton';

const meta = {
  title: 'Overlays/FloatingActionButton',
  component: FloatingActionButton,
  parameters: { layout: 'fullscreen' },
  args: {
    'aria-label': 'Open AI farming assistant',
    children: <ChatIcon size="lg" />,
    onPress: fn(),
  },
} satisfies Meta<typeof FloatingActionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 56 px, fixed 16 px from the bottom-right corner, named by `aria-label`. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const fab = within(canvasElement).getByRole('button', { name: 'Open AI farming assistant' });
    const rect = fab.getBoundingClientRect();
    await expect(rect.width).toBe(56);
    await expect(rect.height).toBe(56);
    await expect(Math.round(window.innerWidth - rect.right)).toBe(16);
    await expect(Math.round(window.innerHeight - rect.bottom)).toBe(16);
    await expect(getComputedStyle(fab).position).toBe('fixed');
    await userEvent.click(fab);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Reachable and pressable from the keyboard. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const fab = within(canvasElement).getByRole('button', { name: 'Open AI farming assistant' });
    await userEvent.tab();
    await expect(fab).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
