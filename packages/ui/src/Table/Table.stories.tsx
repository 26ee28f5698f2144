import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { Link } from '../Link';
import { RowActionsMenu } from './RowActionsMenu';
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

/** The name as a link to the farmer, as the agent's list shows it. */
const linkedColumns: TableColumn<Farmer>[] = columns.map((column) =>
  column.id === 'name'
    ? { ...column, render: (row) => <Link href={`#${row.id}`}>{row.name}</Link> }
    : column,
);

const PAGE_SIZE = 5;

interface DemoProps {
  rows: Farmer[];
  onRowAction?: (actionId: unknown, row: Farmer) => void;
  onExport?: () => void;
  withActions?: boolean;
  paged?: boolean;
  selectable?: boolean;
  /** Each name a link beside the ⋮ menu: one Tab stop per row (`rowFocus`). */
  rowFocus?: boolean;
}

/** A screen's use of the table: it sorts and pages the rows itself. */
function FarmersTable({
  rows,
  onRowAction,
  onExport,
  withActions,
  paged,
  selectable,
  rowFocus,
}: DemoProps) {
  const [sort, setSort] = useState<SortDescriptor>();
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Set<Key>>(new Set());
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const key = sort.column as keyof Farmer;
    const list = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    return sort.direction === 'descending' ? list.reverse() : list;
  }, [rows, sort]);
  const pageCount = Math.ceil(sorted.length / PAGE_SIZE);
  const visible = paged ? sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) : sorted;
  return (
    <>
      {selectable && <output aria-label="Selected">{picked.size} selected</output>}
      <Table<Farmer>
        aria-label="Farmers"
        columns={rowFocus ? linkedColumns : columns}
        rows={visible}
        sortDescriptor={sort}
        onSortChange={setSort}
        sortPicker={{
          label: 'Sort by',
          optionLabel: (column, direction) =>
            `${column.label}: ${direction === 'ascending' ? 'lowest first' : 'highest first'}`,
          placeholder: 'Not sorted',
        }}
        emptyState={<EmptyState title="No farmers yet" headingLevel={3} />}
        onExport={onExport}
        exportLabel="Export CSV"
        {...(withActions && {
          renderRowActions: (row: Farmer) => (
            <RowActionsMenu
              label={`Actions for ${row.name}`}
              items={[
                { id: 'view', label: 'View farm' },
                { id: 'delete', label: 'Remove', variant: 'danger' },
              ]}
              onAction={(actionId) => onRowAction?.(actionId, row)}
            />
          ),
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
        {...(rowFocus && {
          rowFocus: { hint: 'Tab goes from farmer to farmer; the arrow keys reach the rest.' },
        })}
        {...(selectable && {
          selection: {
            selectedKeys: picked,
            onSelectionChange: setPicked,
            rowLabel: (row: Farmer) => `Select ${row.name}`,
            allLabel: 'Select every farmer on this page',
          },
        })}
      />
    </>
  );
}

const meta = {
  title: 'Data/Table',
  component: FarmersTable,
  args: { rows: farmers.slice(0, 5), onRowAction: fn(), onExport: fn() },
} satisfies Meta<typeof FarmersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header row is there (the table renders in one pass; kept for the stories' symmetry). */
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
    const grid = canvas.getByRole('table', { name: 'Farmers' });
    const name = within(grid).getByRole('columnheader', { name: 'Name' });
    const sortByName = within(name).getByRole('button', { name: 'Name' });
    await userEvent.click(sortByName);
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(canvasElement)).toEqual([
      'Amina Bello',
      'Chidi Okafor',
      'Musa Danjuma',
      'Ngozi Eze',
      'Tunde Ade',
    ]);
    await userEvent.click(sortByName);
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(canvasElement)[0]).toBe('Tunde Ade');
  },
};

/** Keyboard: Tab reaches each sortable header's button, Enter and Space sort by it. */
export const KeyboardSort: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    await userEvent.tab();
    const nameButton = canvas.getByRole('button', { name: 'Name' });
    await expect(nameButton).toHaveFocus();
    await userEvent.tab();
    const birdsButton = canvas.getByRole('button', { name: 'Birds' });
    await expect(birdsButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const birds = canvas.getByRole('columnheader', { name: 'Birds' });
    await expect(birds).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(canvasElement)[0]).toBe('Amina Bello');
    await userEvent.keyboard(' ');
    await expect(birds).toHaveAttribute('aria-sort', 'descending');
    // Only the sorted column says so; the other sortable one is "none".
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
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
    // The pressed button is now disabled: focus moved to the one still usable.
    await expect(previous).toHaveFocus();
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
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
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

/** Keyboard: the ⋮ button opens its menu with Enter, arrows move, Enter acts. */
export const RowActionsKeyboard: Story = {
  args: { withActions: true },
  play: async ({ args, canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions for Amina Bello' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'View farm' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(
      'delete',
      expect.objectContaining({ name: 'Amina Bello' }),
    );
    await waitFor(() => expect(trigger).toHaveFocus());
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
    const grid = within(canvasElement).getByRole('table', { name: 'Farmers' });
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
    const state = within(row).getAllByRole('cell')[0] as HTMLElement;
    await expect(state).toHaveAttribute('data-label', 'State');
    await expect(state.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().top,
    );
    const label = getComputedStyle(state, '::before').content;
    await expect(label).toContain('State');
  },
};

/**
 * Picking rows for an action on many: each row's checkbox, the header's for the page (a dash while
 * only some are picked), and a selection the app keeps across pages.
 */
export const Selection: Story = {
  args: { rows: farmers, paged: true, selectable: true },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    const count = canvas.getByRole('status', { name: 'Selected' });
    const all = canvas.getByRole('checkbox', { name: 'Select every farmer on this page' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Chidi Okafor' }));
    await expect(count).toHaveTextContent('1 selected');
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(count).toHaveTextContent('5 selected');
    await expect(all).toBeChecked();
    // The next page starts unpicked; picking it too keeps the first page's five.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(all).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Bola Ige' }));
    await expect(count).toHaveTextContent('6 selected');
    // Keyboard: Space on a focused checkbox unpicks it.
    canvas.getByRole('checkbox', { name: 'Select Bola Ige' }).focus();
    await userEvent.keyboard(' ');
    await expect(count).toHaveTextContent('5 selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await userEvent.click(all);
    await expect(count).toHaveTextContent('0 selected');
  },
};

/**
 * On a phone the column headers hide, but "select every farmer on this page" does not: it is a
 * labelled bar above the cards, reached by Tab and toggled with Space.
 */
export const StackedSelection: Story = {
  args: { rows: farmers, paged: true, selectable: true },
  decorators: Stacked.decorators,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    const count = canvas.getByRole('status', { name: 'Selected' });
    const all = canvas.getByRole('checkbox', { name: 'Select every farmer on this page' });
    const bar = all.closest('th') as HTMLElement;
    const label = within(bar).getByText('Select every farmer on this page');
    // Shown, not clipped to a pixel: the label reads beside its box, above the first card.
    await expect(label.getBoundingClientRect().width).toBeGreaterThan(100);
    await expect(bar.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const firstCard = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      firstCard.getBoundingClientRect().top,
    );
    // Keyboard: the export button, the sort select, then the bar; Space picks the page.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Sort by$/ })).toHaveFocus();
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(count).toHaveTextContent('5 selected');
    await expect(all).toBeChecked();
  },
};

/**
 * Rows with a link and a menu each: Tab stops once per row (on the name), ← → and Home/End move
 * within the row, ↑ ↓ to the same control in the next row (but on a ⋮ they open its menu, as a
 * menu button's do), and the table says so.
 */
export const RowFocus: Story = {
  args: { withActions: true, rowFocus: true },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Farmers' })).toHaveAccessibleDescription(
      'Tab goes from farmer to farmer; the arrow keys reach the rest.',
    );
    const link = (name: string) => canvas.getByRole('link', { name });
    const menu = (name: string) => canvas.getByRole('button', { name: `Actions for ${name}` });
    link('Amina Bello').focus();
    // Tab skips Amina's ⋮: the next stop is the next farmer.
    await userEvent.tab();
    await expect(link('Chidi Okafor')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(link('Tunde Ade')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(menu('Tunde Ade')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(link('Tunde Ade')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(link('Chidi Okafor')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(menu('Chidi Okafor')).toHaveFocus();
    // Shift+Tab from a ⋮ goes back to its own row's name, then to the row before.
    await userEvent.tab({ shift: true });
    await expect(link('Chidi Okafor')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(link('Amina Bello')).toHaveFocus();
  },
};

/**
 * On a phone the sortable headers hide with their buttons — no Tab stop, nothing in the
 * accessibility tree but the headers' names — and a labelled "Sort by" select above the cards
 * offers each sortable column both ways.
 */
export const StackedSort: Story = {
  decorators: Stacked.decorators,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('table', { name: 'Farmers' });
    await expect(within(grid).queryAllByRole('button')).toEqual([]);
    const birds = within(grid).getByRole('columnheader', { name: 'Birds' });
    const picker = canvas.getByRole('button', { name: /Sort by$/ });
    await expect(picker).toBeVisible();
    await expect(picker.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(picker).toHaveTextContent('Not sorted');
    // Keyboard: the export button, then the select; Tab never lands in the hidden headers.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    await userEvent.tab();
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await screen.findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Name: lowest first',
      'Name: highest first',
      'Birds: lowest first',
      'Birds: highest first',
    ]);
    await userEvent.click(within(list).getByRole('option', { name: 'Birds: highest first' }));
    await expect(birds).toHaveAttribute('aria-sort', 'descending');
    await expect(picker).toHaveTextContent('Birds: highest first');
    await expect(firstColumn(canvasElement)[0]).toBe('Tunde Ade');
    await userEvent.tab();
    await expect(grid.querySelector('thead')?.contains(document.activeElement)).toBe(false);
  },
};
