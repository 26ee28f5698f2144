import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ProfitRow, ProfitTable } from './ProfitTable';

const rows: ProfitRow[] = [
  { id: 'animals', label: 'Animals placed', amount: '₦50,000' },
  { id: 'feed', label: 'Feed used', note: '100 kg at purchase price', amount: '₦60,000' },
  { id: 'medicine', label: 'Medicine', amount: '₦3,000' },
  { id: 'expenses', label: 'Other expenses', amount: '₦2,000' },
  { id: 'cost', label: 'Total cost', amount: '₦115,000', kind: 'total' },
  { id: 'sales', label: 'Sales', amount: '₦160,000', kind: 'total' },
  { id: 'profit', label: 'Profit', amount: '₦45,000', kind: 'result', tone: 'gain' },
  { id: 'perAnimal', label: 'Profit per animal placed', amount: '₦450' },
  { id: 'perKg', label: 'Cost per kg of live weight', amount: '₦469.39' },
];

const meta = {
  title: 'Data/ProfitTable',
  component: ProfitTable,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: { caption: 'Profit and loss', headings: ['Item', 'Amount'], rows },
} satisfies Meta<typeof ProfitTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A profit: a table with a caption, row headings and the amounts. */
export const Profit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Profit and loss' });
    await expect(table).toBeVisible();
    const profit = canvas.getByRole('rowheader', { name: 'Profit' }).closest('tr');
    await expect(profit).toHaveAttribute('data-kind', 'result');
    await expect(within(profit as HTMLElement).getByRole('cell')).toHaveTextContent('₦45,000');
  },
};

/** A loss: the sign and the word say it, the colour only repeats it. */
export const Loss: Story = {
  args: {
    rows: [
      { id: 'cost', label: 'Total cost', amount: '₦115,000', kind: 'total' },
      { id: 'sales', label: 'Sales', amount: '₦100,000', kind: 'total' },
      { id: 'loss', label: 'Loss', amount: '−₦15,000', kind: 'result', tone: 'loss' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'Loss' })).toBeVisible();
    await expect(canvas.getByText('−₦15,000')).toBeVisible();
  },
};
