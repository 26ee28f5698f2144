import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { LogoutIcon, MoreIcon, SettingsIcon, UsersIcon } from '../Icon';
import { Menu, MenuTrigger, menuPopover } from './Menu';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: {
    onAction: fn(),
    items: [
      { id: 'profile', label: 'Profile', icon: <UsersIcon /> },
      { id: 'settings', label: 'Settings', icon: <SettingsIcon /> },
      { id: 'archive', label: 'Archive', isDisabled: true },
      { id: 'logout', label: 'Logout', icon: <LogoutIcon />, variant: 'danger' },
    ],
  },
  render: (args) => (
    <MenuTrigger>
      <Button variant="ghost" aria-label="Account actions">
        <MoreIcon />
      </Button>
      <Menu {...args} />
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tap opens the menu; choosing an item calls `onAction` with its id and closes. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account actions' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onAction).toHaveBeenCalledWith('settings');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Keyboard: Enter opens on the first item, arrows skip disabled items, Enter acts. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** ArrowUp opens on the last item; Escape closes and focus returns to the trigger. */
export const KeyboardArrowUp: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus(),
    );
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus comes back a frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Before the menu's code has arrived (a slow network, held back here): the trigger is there
 * with its semantics; a keypress makes it busy (no dead key), and the menu opens on the first
 * item as soon as the code is in.
 */
export const KeyboardBeforeLoad: Story = {
  play: async ({ canvasElement }) => {
    const release = menuPopover.holdBack();
    const trigger = within(canvasElement).getByRole('button', { name: 'Account actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(trigger).toHaveAttribute('data-pending', 'true'));
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    release();
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await expect(trigger).not.toHaveAttribute('data-pending');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Single selection: the current language is checked (`menuitemradio`). */
export const Selectable: Story = {
  args: {
    'aria-label': 'Language',
    items: [
      { id: 'en', label: 'English' },
      { id: 'ha', label: 'Hausa' },
      { id: 'yo', label: 'Yorùbá' },
      { id: 'ig', label: 'Igbo' },
    ],
  },
  render: function Render(args) {
    const [locale, setLocale] = useState<Key>('en');
    return (
      <MenuTrigger>
        <Button variant="secondary">Language</Button>
        <Menu
          {...args}
          selectionMode="single"
          selectedKeys={[locale]}
          onAction={(key) => {
            setLocale(key);
            args.onAction?.(key);
          }}
        />
      </MenuTrigger>
    );
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language' });
    await userEvent.click(trigger);
    let menu = await screen.findByRole('menu', { name: 'Language' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Hausa' }));
    await expect(args.onAction).toHaveBeenCalledWith('ha');
    await userEvent.click(trigger);
    menu = await screen.findByRole('menu', { name: 'Language' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'Hausa' })).toBeChecked();
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).not.toBeChecked();
  },
};
