import { initials, isUsableImageUrl } from '@kiwo/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

// A tiny inline photo, so the story never needs the network.
const photo =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="%23795548"/></svg>';

const meta = {
  title: 'Data/Avatar',
  component: Avatar,
  args: { firstName: 'Amina', lastName: 'Bello', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo: initials, named by the full name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Amina Bello' });
    await expect(avatar).toHaveTextContent('AB');
    await expect(avatar).toHaveAttribute('data-fallback', 'true');
  },
};

/** An absolute http(s) photo is shown (here Storybook's own favicon, served locally). */
export const WithPhoto: Story = {
  render: (args) => <Avatar {...args} src={new URL('favicon.svg', window.location.href).href} />,
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Amina Bello' });
    const image = avatar.querySelector('img') as HTMLImageElement;
    await expect(image).toHaveAttribute('alt', '');
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(avatar).not.toHaveAttribute('data-fallback');
  },
};

/** The backend's "no-user.jpg" placeholder falls back to initials. */
export const NoUserPlaceholder: Story = {
  args: { src: 'https://x/no-user.jpg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Amina Bello' });
    await expect(avatar).toHaveTextContent('AB');
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

/** A relative URL falls back to initials too. */
export const RelativeUrl: Story = {
  args: { src: 'uploads/amina.jpg', firstName: 'ngozi', lastName: 'okafor' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'ngozi okafor' });
    await expect(avatar).toHaveTextContent('NO');
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

/** A photo that fails to load (unreachable host) is replaced by initials. */
export const BrokenImage: Story = {
  args: { src: 'http://127.0.0.1:9/missing.jpg', size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Amina Bello' });
    await waitFor(() => expect(avatar).toHaveTextContent('AB'), { timeout: 5000 });
  },
};

/** The domain rules behind the fallback (ADR 0034: one home per rule). */
export const Rules: Story = {
  render: () => <Avatar firstName="Musa" isDecorative />,
  play: async ({ canvasElement }) => {
    await expect(isUsableImageUrl('https://cdn.example.ng/u/1.jpg')).toBe(true);
    await expect(isUsableImageUrl('http://example.ng/a.png')).toBe(true);
    await expect(isUsableImageUrl('https://x/no-user.jpg')).toBe(false);
    await expect(isUsableImageUrl('/uploads/a.jpg')).toBe(false);
    await expect(isUsableImageUrl(photo)).toBe(false);
    await expect(isUsableImageUrl(undefined)).toBe(false);
    await expect(initials('Ìyá', 'ọlá')).toBe('ÌỌ');
    await expect(initials('Musa')).toBe('M');
    const span = canvasElement.querySelector('[data-size]') as HTMLElement;
    await expect(span).toHaveAttribute('aria-hidden', 'true');
  },
};
