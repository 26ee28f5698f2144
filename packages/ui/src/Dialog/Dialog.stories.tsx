import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'IVR Voice Interface',
    closeLabel: 'Close',
    size: 'md',
    onOpenChange: fn(),
    children: (
      <>
        <p>Ready to connect</p>
        <TextField label="Question" />
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <DialogTrigger onOpenChange={args.onOpenChange}>
      <Button>Talk to the assistant</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: 'Talk to the assistant' }),
  );
  return screen.findByRole('dialog', { name: 'IVR Voice Interface' });
}

/** Opens named by its title; Escape closes and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Talk to the assistant' }),
    ).toHaveFocus();
  },
};

/** Tab and Shift+Tab cycle inside the dialog and never reach the page behind it. */
export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const input = within(dialog).getByRole('textbox', { name: 'Question' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    input.focus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
  },
};

/** The × button (named by `closeLabel`) closes the dialog. */
export const CloseButton: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** `md` (the voice dialog) is at most 600 px wide; `sm` 400 px. */
export const Sizes: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const modal = dialog.parentElement as HTMLElement;
    await expect(modal).toHaveAttribute('data-size', 'md');
    await expect(modal.getBoundingClientRect().width).toBeLessThanOrEqual(600);
  },
};

/** Not dismissable: Escape and a tap on the backdrop leave it open; × still closes. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Footer actions receive `close`. */
export const WithFooter: Story = {
  args: {
    size: 'sm',
    title: 'Add pen',
    children: <TextField label="Pen name" />,
    footer: (close) => (
      <>
        <Button variant="ghost" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Save</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Talk to the assistant' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add pen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
