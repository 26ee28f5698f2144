import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type Key, MenuTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { LogoutIcon, MoreIcon, SettingsIcon, UsersIcon } from '../Icon';
import { Menu } from './Menu';

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
