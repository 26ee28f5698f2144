import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const navigate = fn();

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '/signup', children: 'Get Started Free' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Get Started Free' });
    await expect(link).toHaveAttribute('href', '/signup');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/signup', undefined);
  },
};

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Get Started Free' });
    await expect(link).toHaveAttribute('data-variant', 'primary');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/signup', undefined);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', href: 'tel:+2348000000000', children: 'Call Our Agent' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Call Our Agent' });
    await expect(link).toHaveAttribute('href', 'tel:+2348000000000');
  },
};
