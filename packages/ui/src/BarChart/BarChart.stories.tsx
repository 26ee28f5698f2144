import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BarChart } from './BarChart';

const week = [
  { label: 'Mon', value: 12 },
  { label: 'Tue', value: 9 },
  { label: 'Wed', value: 0 },
  { label: 'Thu', value: 4 },
  { label: 'Fri', value: 7 },
  { label: 'Sat', value: 3 },
  { label: 'Sun', value: 5 },
];

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: {
    title: 'Mortality this week',
    summary: 'Losses peaked at 12 on Monday and fell to none on Wednesday.',
    data: week,
    tableToggleLabel: 'Show as table',
    labelHeader: 'Day',
    valueHeader: 'Birds lost',
    formatValue: (value: number) => `${value}`,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

function bars(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('rect')];
}

/** Each bar is named "Mon: 12"; a zero still gets a focusable hairline. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Mortality this week' })).toBeVisible();
    const all = bars(canvasElement);
    await expect(all.map((bar) => bar.getAttribute('aria-label'))).toEqual(
      week.map((datum) => `${datum.label}: ${datum.value}`),
    );
    await expect(Number(all[2]?.getAttribute('height'))).toBeGreaterThan(0);
  },
};

/** One Tab stop; ArrowRight/ArrowLeft move between bars. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const [mon, tue] = bars(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(mon).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tue).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(mon).toHaveFocus();
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** "Show as table" renders the same data as a table. */
export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'Mortality this week' });
    await expect(within(table).getByRole('columnheader', { name: 'Birds lost' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(bars(canvasElement)).toHaveLength(0);
  },
};

/** On a phone the chart keeps real-pixel geometry. */
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
  },
};
