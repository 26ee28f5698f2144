import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayersIcon } from '../Icon';
import { StatCard } from './StatCard';

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  args: {
    label: 'Total animals',
    value: '1,250',
    icon: <LayersIcon />,
    trend: { kind: 'up', label: '+12.5%', isGood: true },
    description: 'vs previous 30 days',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function trendOf(canvasElement: HTMLElement): HTMLElement {
  return canvasElement.querySelector('[data-kind]') as HTMLElement;
}

/** Label and value are a term/definition pair; a rise shows an up arrow, "+12.5%" and green. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('Total animals');
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('1,250');
    const trend = trendOf(canvasElement);
    await expect(trend).toHaveTextContent('+12.5%');
    await expect(trend.querySelector('[data-icon="ArrowUp"]')).not.toBeNull();
    await expect(trend).toHaveAttribute('data-good', 'true');
  },
};

/** Prior value 0: "New" with a sparkle. */
export const New: Story = {
  args: { trend: { kind: 'new', label: 'New', isGood: true } },
  play: async ({ canvasElement }) => {
    const trend = trendOf(canvasElement);
    await expect(trend).toHaveTextContent('New');
    await expect(trend.querySelector('[data-icon="Sparkle"]')).not.toBeNull();
  },
};

/** Under 1% change: "±0%" with a level arrow. */
export const Flat: Story = {
  args: { trend: { kind: 'flat', label: '±0%', isGood: true } },
  play: async ({ canvasElement }) => {
    const trend = trendOf(canvasElement);
    await expect(trend).toHaveTextContent('±0%');
    await expect(trend.querySelector('[data-icon="ArrowRight"]')).not.toBeNull();
  },
};

/** Mortality rising is bad news: up arrow, text and the danger colour. */
export const BadRise: Story = {
  args: {
    label: 'Mortality rate',
    value: '4.2%',
    trend: { kind: 'up', label: '+3.0%', isGood: false },
  },
  play: async ({ canvasElement }) => {
    const trend = trendOf(canvasElement);
    await expect(trend).toHaveTextContent('+3.0%');
    await expect(trend.querySelector('[data-icon="ArrowUp"]')).not.toBeNull();
    await expect(trend).toHaveAttribute('data-good', 'false');
  },
};

/** A fall: down arrow. */
export const Fall: Story = {
  args: {
    label: 'Feed cost',
    value: '₦45,000',
    trend: { kind: 'down', label: '-8.1%', isGood: true },
  },
  play: async ({ canvasElement }) => {
    const trend = trendOf(canvasElement);
    await expect(trend.querySelector('[data-icon="ArrowDown"]')).not.toBeNull();
  },
};
