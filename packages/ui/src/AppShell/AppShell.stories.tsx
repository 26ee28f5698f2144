import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { FloatingActionButton } from '../FloatingActionButton';
import { BellIcon, ChatIcon, ClipboardIcon, HomeIcon, StoreIcon } from '../Icon';
import { AppShell } from './AppShell';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    skipLinkLabel: 'Skip to main content',
    menuButtonLabel: 'Toggle menu',
    onOpenChange: fn(),
    topBar: <strong>My Farm</strong>,
    sidebar: {
      'aria-label': 'Main',
      closeLabel: 'Close menu',
      header: <strong>Kiwo</strong>,
      items: [
        { href: '/farmer/simple-dashboard', label: 'My Farm', icon: <HomeIcon />, isActive: true },
        { href: '/farmer/records', label: 'Records', icon: <ClipboardIcon /> },
        { href: '/farmer/marketplace', label: 'Marketplace', icon: <StoreIcon /> },
        { href: '/farmer/notifications', label: 'Notifications', icon: <BellIcon />, badge: 2 },
      ],
    },
    children: (
      <>
        <h1>My Farm</h1>
        <p>Pens and today&apos;s records.</p>
      </>
    ),
  },
  render: (args) => (
    <RouterProvider navigate={fn()}>
      <AppShell {...args} />
    </RouterProvider>
  ),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Landmarks: the sidebar navigation and `main#main`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(within(main).getByRole('heading', { name: 'My Farm' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

/** The first Tab shows the skip link; Enter moves focus to the main region. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** The menu button collapses the sidebar and reports the new state for the cookie. */
export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle menu' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Toggle menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Phone layout: the sidebar is a drawer opened from the top bar. */
export const Mobile: Story = {
  args: { mobileQuery: '(min-width: 0px)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main' });
    await expect(within(drawer).getByRole('link', { name: 'My Farm' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * A long page with the floating chat button: scrolled to the end, the page's last button sits
 * above the chat button, so both can be tapped.
 */
export const FloatingClearance: Story = {
  args: {
    children: (
      <>
        <h1>Record today</h1>
        {Array.from({ length: 12 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of filler paragraphs
          <p key={i}>Deaths, feed, water and sales for each section of the farm.</p>
        ))}
        <Button type="submit">Save record</Button>
      </>
    ),
  },
  render: (args) => (
    <RouterProvider navigate={fn()}>
      <AppShell {...args} />
      <FloatingActionButton aria-label="Open AI farming assistant" onPress={fn()}>
        <ChatIcon size="lg" />
      </FloatingActionButton>
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save record' });
    const chat = canvas.getByRole('button', { name: 'Open AI farming assistant' });
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() =>
      expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        chat.getBoundingClientRect().top,
      ),
    );
  },
};
