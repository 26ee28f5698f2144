import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { IconComponent, IconSize } from './Icon';
import * as icons from './index';

const all: [string, IconComponent][] = Object.entries(icons);

interface GalleryProps {
  /** Size of every icon in the gallery. */
  size?: IconSize;
}

/** Every icon with its export name (names are code identifiers, not UI text). */
function IconGallery({ size = 'lg' }: GalleryProps) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {all.map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon size={size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon is decorative: hidden from assistive technology and never focusable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(all.length);
    for (const svg of svgs) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
    }
    await expect(within(canvasElement).getByText('HomeIcon')).toBeVisible();
  },
};

/** Sizes map to rem, so icons grow with the user's font-size setting. */
export const Sizes: Story = {
  args: { size: 'xl' },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg') as SVGElement;
    await expect(svg.getBoundingClientRect().width).toBe(32);
  },
};
