import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { MenuIcon } from '../Icon';
import { Link } from '../Link';
import { Drawer } from './Drawer';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: {
    'aria-label': 'Main menu',
    closeLabel: 'Close menu',
    children: (
      <nav aria-label="Main" style={{ display: 'grid', gap: 8, padding: 16 }}>
        <Link href="#dashboard">Dashboard</Link>
        <Link href="#records">Records</Link>
      </nav>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="ghost" aria-label="Open menu">
        <MenuIcon />
      </Button>
      <Drawer {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Main menu' });
}

/** Slides in at the inline-start edge, full height; × closes and focus returns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const panel = dialog.parentElement as HTMLElement;
    await waitFor(() => expect(panel.getBoundingClientRect().left).toBe(0));
    await expect(panel.getBoundingClientRect().height).toBe(window.innerHeight);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};

/** Escape closes; Tab stays inside. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A tap on the backdrop closes it. */
export const BackdropCloses: Story = {
  args: { title: 'Filters', 'aria-label': undefined, placement: 'end' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const panel = dialog.parentElement as HTMLElement;
    await waitFor(() =>
      expect(Math.round(panel.getBoundingClientRect().right)).toBe(window.innerWidth),
    );
    const overlay = panel.parentElement as HTMLElement;
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: overlay,
      coords: { clientX: 5, clientY: 5 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
