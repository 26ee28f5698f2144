import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Mark batch as sold?',
    children: 'The batch moves to your sales history.',
    confirmLabel: 'Mark as sold',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open question</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open question' }));
  return screen.findByRole('alertdialog', { name });
}

/** Confirming calls `onConfirm` once and closes. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'Mark batch as sold?');
    await expect(dialog).toHaveTextContent('The batch moves to your sales history.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Cancel and Escape close without acting. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    let dialog = await open(canvasElement, 'Mark batch as sold?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    dialog = await open(canvasElement, 'Mark batch as sold?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Destructive: red confirm button, first focus on Cancel so Enter is safe. */
export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Delete Pen A?',
    children: 'Its batches and records are deleted too. This cannot be undone.',
    confirmLabel: 'Delete',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'Delete Pen A?');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

let finish: () => void = () => {};

/** An async `onConfirm` shows a spinner until it settles, then closes. */
export const Pending: Story = {
  args: {
    pendingLabel: 'Saving',
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Mark batch as sold?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));
    await expect(await within(dialog).findByRole('progressbar', { name: 'Saving' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
