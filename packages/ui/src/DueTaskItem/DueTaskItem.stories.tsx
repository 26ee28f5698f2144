import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { DueTaskItem, type DueTaskStatus } from './DueTaskItem';

const meta = {
  title: 'Data/DueTaskItem',
  component: DueTaskItem,
  decorators: [
    (Story) => (
      <ul style={{ display: 'grid', gap: 8, padding: 0, margin: 0, maxWidth: 560 }}>
        <Story />
      </ul>
    ),
  ],
  args: {
    status: 'due',
    title: 'Newcastle (Lasota) due',
    statusLabel: 'Due',
    detail: 'Between 27 Nov 2026 and 30 Nov 2026 · Drinking water',
  },
} satisfies Meta<typeof DueTaskItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const onGiven = fn();

/** A due vaccination with its action: the button is reachable and named. */
export const Due: Story = {
  args: { action: <Button onPress={onGiven}>Vaccination given</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-status', 'due');
    await expect(canvas.getByText('Due')).toHaveAttribute('data-variant', 'warning');
    await userEvent.click(canvas.getByRole('button', { name: 'Vaccination given' }));
    await expect(onGiven).toHaveBeenCalledOnce();
  },
};

const tasks: { status: DueTaskStatus; title: string; label: string; detail: string }[] = [
  {
    status: 'overdue',
    title: 'Gumboro (1st) overdue',
    label: 'Overdue',
    detail: 'Between 16 Nov 2026 and 20 Nov 2026 · Drinking water',
  },
  {
    status: 'due',
    title: 'Newcastle (Lasota) due',
    label: 'Due',
    detail: 'Between 27 Nov 2026 and 30 Nov 2026 · Drinking water',
  },
  {
    status: 'upcoming',
    title: 'Gumboro (2nd) coming up',
    label: 'Coming up',
    detail: 'Between 1 Dec 2026 and 4 Dec 2026 · Drinking water',
  },
  {
    status: 'given',
    title: 'Newcastle (Hitchner B1) given',
    label: 'Given',
    detail: 'Given 8 Nov 2026 · Lasota NVRI (NV-2611)',
  },
];

/** Every state, each said in words as well as colour (axe checks contrast in both themes). */
export const States: Story = {
  render: () => (
    <>
      {tasks.map((task) => (
        <DueTaskItem
          key={task.status}
          status={task.status}
          title={task.title}
          statusLabel={task.label}
          detail={task.detail}
        />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.status)).toEqual([
      'overdue',
      'due',
      'upcoming',
      'given',
    ]);
    await expect(within(items[0] as HTMLElement).getByText('Overdue')).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};
