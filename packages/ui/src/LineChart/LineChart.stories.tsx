import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LineChart } from './LineChart';

const week = [
  { label: 'Mon', value: 120 },
  { label: 'Tue', value: 132 },
  { label: 'Wed', value: 128 },
  { label: 'Thu', value: 141 },
  { label: 'Fri', value: 139 },
  { label: 'Sat', value: 146 },
  { label: 'Sun', value: 150 },
];

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: {
    title: 'Eggs collected this week',
    summary: 'Eggs rose from 120 on Monday to 150 on Sunday.',
    data: week,
    tableToggleLabel: 'Show as table',
    labelHeader: 'Day',
    valueHeader: 'Eggs',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

function points(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('circle')];
}

/** A named figure with a visible summary; each point is named "Mon: 120". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Eggs collected this week' })).toBeVisible();
    await expect(canvas.getByText(/Eggs rose from 120/)).toBeVisible();
    const labels = points(canvasElement).map((point) => point.getAttribute('aria-label'));
    await expect(labels).toEqual(week.map((datum) => `${datum.label}: ${datum.value}`));
    await expect(canvasElement.querySelector('svg[aria-labelledby]')).toHaveAccessibleDescription(
      'Eggs rose from 120 on Monday to 150 on Sunday.',
    );
  },
};

/** One Tab stop for the points; arrows, Home and End move between them. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const [mon, tue, , , , , sun] = points(canvasElement);
    await expect(points(canvasElement).filter((point) => point.tabIndex === 0)).toHaveLength(1);
    await userEvent.tab();
    await userEvent.tab();
    await expect(mon).toHaveFocus();
    await expect(
      within(canvasElement).getByText('120', { selector: 'text[aria-hidden]' }),
    ).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tue).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(sun).toHaveFocus();
    await expect(sun).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{Home}');
    await expect(mon).toHaveFocus();
  },
};

/** The toggle (`aria-pressed`) swaps the drawing for a data table, and back. */
export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: 'Eggs collected this week' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('rowheader', { name: 'Thu' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '141' })).toBeVisible();
    await userEvent.click(toggle);
    await waitFor(() => expect(points(canvasElement)).toHaveLength(7));
  },
};

/** Values formatted by the app (naira, en-NG) in labels, axis and table. */
export const Currency: Story = {
  args: {
    title: 'Feed cost',
    summary: 'Feed cost was highest on Thursday.',
    valueHeader: 'Cost',
    data: week.map((datum) => ({ ...datum, value: datum.value * 100 })),
    formatValue: (value: number) =>
      new Intl.NumberFormat('en-NG', {
        style: 'currency',
        currency: 'NGN',
        maximumFractionDigits: 0,
      }).format(value),
  },
  play: async ({ canvasElement }) => {
    await expect(points(canvasElement)[0]).toHaveAttribute('aria-label', 'Mon: ₦12,000');
  },
};

/** On a 360 px phone the drawing uses real pixels (viewBox = width): crisp, not shrunk. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[aria-labelledby]') as SVGSVGElement;
    await waitFor(() => expect(svg.getAttribute('viewBox')).toBe('0 0 328 220'));
    await expect(svg.getBoundingClientRect().width).toBe(328);
  },
};
