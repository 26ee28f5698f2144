import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover } from './Popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    title: 'Feed conversion',
    children: <p>Feed per animal divided by average weight. Lower is better.</p>,
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">What is this?</Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens named by its title; Escape closes and returns focus to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What is this?' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Feed conversion' });
    await expect(dialog).toHaveTextContent('Lower is better.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria restores focus a frame after the popover unmounts; a busy machine
    // can run this line in between.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Without a visible title, `aria-label` names it; a tap outside closes it. */
export const AriaLabel: Story = {
  args: { title: undefined, 'aria-label': 'Help' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'What is this?' }));
    await screen.findByRole('dialog', { name: 'Help' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
