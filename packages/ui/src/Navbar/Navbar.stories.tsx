import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link';
import { Navbar, type ThemePreference } from './Navbar';

const meta = {
  title: 'Layout/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <Link href="/">Kiwo</Link>,
    'aria-label': 'Site',
    languages: [
      { id: 'en', label: 'English' },
      { id: 'ha', label: 'Hausa' },
      { id: 'yo', label: 'Yorùbá' },
      { id: 'ig', label: 'Igbo' },
    ],
    language: 'en',
    onLanguageChange: fn(),
    languageLabel: 'Language',
    theme: 'system',
    onThemeChange: fn(),
    themeLabel: 'Theme',
    themeLabels: { light: 'Light', dark: 'Dark', system: 'System' },
    authActions: (
      <>
        <Link href="/login" variant="secondary">
          Log in
        </Link>
        <Link href="/signup" variant="primary">
          Get Started
        </Link>
      </>
    ),
  },
  render: (args) => (
    <RouterProvider navigate={fn()}>
      <Navbar {...args} />
    </RouterProvider>
  ),
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: logo, language and theme menus, Log in and Get Started. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Site' });
    await expect(within(nav).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Language English' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Theme' })).toBeVisible();
  },
};

/** The language menu marks the current language and reports the choice. */
export const LanguageMenu: Story = {
  render: function Render(args) {
    const [language, setLanguage] = useState('en');
    return (
      <Navbar
        {...args}
        language={language}
        onLanguageChange={(id) => {
          setLanguage(id);
          args.onLanguageChange(id);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Language English' }));
    const menu = await screen.findByRole('menu', { name: /Language/ });
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Yorùbá' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('yo');
    await expect(canvas.getByRole('button', { name: 'Language Yorùbá' })).toBeVisible();
  },
};

/** Keyboard: the theme menu opens with Enter; ArrowDown then Enter picks Dark. */
export const ThemeMenu: Story = {
  render: function Render(args) {
    const [theme, setTheme] = useState<ThemePreference>('system');
    return (
      <Navbar
        {...args}
        theme={theme}
        onThemeChange={(next) => {
          setTheme(next);
          args.onThemeChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Theme' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: /Theme/ });
    await expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toBeChecked();
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Home}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    await expect(trigger.querySelector('[data-icon="Moon"]')).not.toBeNull();
  },
};

/** Signed in: first and last name with a Logout button instead of the auth links. */
export const SignedIn: Story = {
  args: {
    user: { firstName: 'Amina', lastName: 'Bello' },
    logoutLabel: 'Logout',
    onLogout: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Amina Bello')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};
