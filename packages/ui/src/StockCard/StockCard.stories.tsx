import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { StockCard } from './StockCard';

const meta = {
  title: 'Data/StockCard',
  component: StockCard,
  decorators: [
    (Story) => (
      <ul style={{ display: 'grid', gap: 8, padding: 0, margin: 0, maxWidth: 420 }}>
        <Story />
      </ul>
    ),
  ],
  args: {
    title: 'Broiler starter',
    headline: '5 days left',
    figures: '10 bags (250 kg) on hand · 50 kg a day',
    lowLabel: 'Low',
  },
} satisfies Meta<typeof StockCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const onBuy = fn();

/** Enough feed: no badge; the action is reachable and named. */
export const Enough: Story = {
  args: {
    action: (
      <Button variant="secondary" onPress={onBuy}>
        Buy more
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-low', 'false');
    await expect(canvas.getByText('5 days left')).toBeVisible();
    await expect(canvas.queryByText('Low')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy more' }));
    await expect(onBuy).toHaveBeenCalledOnce();
  },
};

/** Running low: said in words ("Low"), not colour alone. */
export const Low: Story = {
  args: {
    headline: '1 day left',
    figures: '2 bags (40 kg) on hand · 50 kg a day',
    low: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-low', 'true');
    await expect(canvas.getByText('Low')).toHaveAttribute('data-variant', 'danger');
  },
};
