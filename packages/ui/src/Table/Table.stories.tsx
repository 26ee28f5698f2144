import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { Table, type TableColumn } from './Table';

interface Farmer {
  id: string;
  name: string;
  state: string;
  birds: number;
}

const names =
  'Amina Bello,Chidi Okafor,Tunde Ade,Ngozi Eze,Musa Danjuma,Bola Ige,Emeka Obi,Hauwa Sani,Kemi Alao,Ifeanyi Nwosu,Zainab Yusuf,Segun Ojo';
const states = ['Kano', 'Enugu', 'Oyo', 'Anambra', 'Kaduna', 'Lagos'];
const farmers: Farmer[] = names.split(',').map((name, index) => ({
  id: `f${index + 1}`,
  name,
  state: states[index % states.length] as string,
  birds: ((index * 37) % 11) * 100 + 50,
}));

const columns: TableColumn<Farmer>[] = [
  { id: 'name', label: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'state', label: 'State' },
  {
    id: 'birds',
    label: 'Birds',
    allowsSorting: true,
    align: 'end',
    render: (row) => row.birds.toLocaleString('en-NG'),
  },
];

const PAGE_SIZE = 5;

interface DemoProps {
  rows: Farmer[];
  onRowAction?: (actionId: unknown, row: Farmer) => void;
  onExport?: () => void;
  withActions?: boolean;
  paged?: boolean;
}

/** A screen's use of the table: it sorts and pages the rows itself. */
function FarmersTable({ rows, onRowAction, onExport, withActions, paged }: DemoProps) {
  const [sort, setSort] = useState<SortDescriptor>();
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const key = sort.column as keyof Farmer;
    const list = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    return sort.direction === 'descending' ? list.reverse() : list;
  }, [rows, sort]);
  const pageCount = Math.ceil(sorted.length / PAGE_SIZE);
  const visible = paged ? sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) : sorted;
  return (
    <Table<Farmer>
      aria-label="Farmers"
      columns={columns}
      rows={visible}
      sortDescriptor={sort}
      onSortChange={setSort}
      emptyState={<EmptyState title="No farmers yet" headingLevel={3} />}
      onExport={onExport}
      exportLabel="Export CSV"
      {...(withActions && {
        rowActions: () => [
          { id: 'view', label: 'View farm' },
          { id: 'delete', label: 'Remove', variant: 'danger' as const },
        ],
        onRowAction,
        rowActionsLabel: (row: Farmer) => `Actions for ${row.name}`,
        actionsColumnLabel: 'Actions',
      })}
      {...(paged && {
        pagination: {
          page,
          pageCount,
          onPageChange: setPage,
          labels: {
            navigation: 'Pages',
            previous: 'Previous',
            next: 'Next',
            page: (current: number, count: number) => `Page ${current} of ${count}`,
          },
        },
      })}
    />
  );
}

const meta = {
  title: 'Data/Table',
  component: FarmersTable,
  args: { rows: farmers.slice(0, 5), onRowAction: fn(), onExport: fn() },
} satisfies Meta<typeof FarmersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** react-aria builds the table's collection just after mounting: wait for the header row. */
async function ready(canvasElement: HTMLElement): Promise<void> {
  await within(canvasElement).findByRole('columnheader', { name: 'Name' });
}

function firstColumn(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

/** Pressing a sortable header sorts ascending, then descending (`aria-sort`). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Farmers' });
    const name = within(grid).getByRole('columnheader', { name: 'Name' });
    await userEvent.click(name);
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(canvasElement)).toEqual([
      'Amina Bello',
      'Chidi Okafor',
      'Musa Danjuma',
      'Ngozi Eze',
      'Tunde Ade',
    ]);
    await userEvent.click(name);
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(canvasElement)[0]).toBe('Tunde Ade');
  },
};

/** Keyboard: arrows reach a header, Enter sorts by it. */
export const KeyboardSort: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('grid')).toContainElement(document.activeElement as HTMLElement);
    // Row focus first; ArrowRight enters the cells, ArrowUp reaches the header row.
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const birds = canvas.getByRole('columnheader', { name: 'Birds' });
    await expect(birds).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(birds).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(canvasElement)[0]).toBe('Amina Bello');
  },
};

/** Next and Previous page through 12 farmers, 5 at a time. */
export const Pagination: Story = {
  args: { rows: farmers, paged: true },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: 'Pages' });
    const previous = within(pages).getByRole('button', { name: 'Previous' });
    await expect(previous).toBeDisabled();
    await expect(pages).toHaveTextContent('Page 1 of 3');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(pages).toHaveTextContent('Page 2 of 3');
    await expect(firstColumn(canvasElement)[0]).toBe('Bola Ige');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(firstColumn(canvasElement)).toEqual(['Zainab Yusuf', 'Segun Ojo']);
    await expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(previous);
    await expect(pages).toHaveTextContent('Page 2 of 3');
  },
};

/** A row's ⋮ menu fires `onRowAction` with the action and the row. */
export const RowActions: Story = {
  args: { withActions: true },
  play: async ({ args, canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Ngozi Eze' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Remove' }));
    await expect(args.onRowAction).toHaveBeenCalledWith(
      'delete',
      expect.objectContaining({ name: 'Ngozi Eze' }),
    );
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** The export button calls `onExport`. */
export const Export: Story = {
  play: async ({ args, canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** No rows: the empty state slot fills the table body. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Farmers' });
    await expect(within(grid).getByRole('heading', { name: 'No farmers yet' })).toBeVisible();
  },
};

/** Narrower than 768 px, each row is a card of "label: value" pairs; headers stay for AT. */
export const Stacked: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Name' });
    const thead = header.closest('thead') as HTMLElement;
    await expect(thead.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    const row = canvas.getAllByRole('row')[1] as HTMLElement;
    const name = within(row).getByRole('rowheader');
    const state = within(row).getAllByRole('gridcell')[0] as HTMLElement;
    await expect(state).toHaveAttribute('data-label', 'State');
    await expect(state.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().top,
    );
    const label = getComputedStyle(state, '::before').content;
    await expect(label).toContain('State');
  },
};
