import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { type OutboxEntry, OutboxList } from './OutboxList';

const onKeepMine = fn();
const onKeepTheirs = fn();
const onDiscard = fn();

/** An agent's phone: three farmers' entries, one of each state. */
const entries: OutboxEntry[] = [
  {
    id: 'a',
    title: 'Amina Bello › House A · 27 Nov',
    state: 'waiting',
    stateLabel: 'Waiting',
    lines: [{ text: 'Deaths 2 · Feed 14 kg' }],
  },
  {
    id: 'b',
    title: 'Musa Ibrahim › Gidan kajin ƙwai · 26 Nov',
    state: 'conflict',
    stateLabel: 'Changed elsewhere',
    lines: [
      { text: 'Someone changed this record after you saved it on this phone.', muted: true },
      { text: 'Yours: Deaths 8 · Feed 13.5 kg' },
      { text: 'Theirs: Deaths 6 · Feed 13.5 kg' },
    ],
    actions: (
      <>
        <Button size="sm" onPress={onKeepMine}>
          Keep mine
        </Button>
        <Button size="sm" variant="secondary" onPress={onKeepTheirs}>
          Keep theirs
        </Button>
      </>
    ),
  },
  {
    id: 'c',
    title: 'Ngozi Eze › Ìgwè ewu · 25 Nov',
    state: 'rejected',
    stateLabel: 'Not accepted',
    lines: [
      { text: 'Births 1' },
      { text: 'Kiwo did not accept it: the section is closed.', muted: true },
    ],
    actions: (
      <>
        <Link variant="secondary" href="#records">
          Edit
        </Link>
        <Button size="sm" variant="destructive" onPress={onDiscard}>
          Discard
        </Button>
      </>
    ),
  },
];

const meta = {
  title: 'Data/OutboxList',
  component: OutboxList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: { 'aria-label': 'Not yet synced', entries },
} satisfies Meta<typeof OutboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every state, said in words as well as colour; each entry names its farmer, and its choices
 * are reachable and named (axe checks contrast in both themes).
 */
export const States: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Not yet synced' })).getAllByRole(
      'listitem',
    );
    await expect(items.map((item) => item.dataset.state)).toEqual([
      'waiting',
      'conflict',
      'rejected',
    ]);
    const [waiting, conflict, rejected] = items as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(waiting).getByText('Waiting')).toHaveAttribute('data-variant', 'warning');
    await expect(waiting).toHaveTextContent('Amina Bello › House A · 27 Nov');
    await expect(within(waiting).queryAllByRole('button')).toEqual([]);
    await expect(within(conflict).getByText('Changed elsewhere')).toHaveAttribute(
      'data-variant',
      'danger',
    );
    // A choice waits: the danger edge is thicker than a waiting entry's border.
    await expect(Number.parseFloat(getComputedStyle(conflict).borderInlineStartWidth)).toBe(4);
    await expect(Number.parseFloat(getComputedStyle(waiting).borderInlineStartWidth)).toBe(1);
    await userEvent.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    await expect(onKeepMine).toHaveBeenCalledOnce();
    // Keyboard: Tab goes from Keep mine to Keep theirs, Enter chooses it.
    await userEvent.tab();
    await expect(within(conflict).getByRole('button', { name: 'Keep theirs' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onKeepTheirs).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(within(rejected).getByRole('link', { name: 'Edit' })).toHaveFocus();
    await userEvent.click(within(rejected).getByRole('button', { name: 'Discard' }));
    await expect(onDiscard).toHaveBeenCalledOnce();
  },
};

/** One entry waiting: no choices, a plain border. */
export const OneWaiting: Story = {
  args: { entries: entries.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Deaths 2 · Feed 14 kg');
    await expect(canvas.queryAllByRole('button')).toEqual([]);
  },
};
