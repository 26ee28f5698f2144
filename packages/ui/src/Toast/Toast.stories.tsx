import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { FloatingActionButton } from '../FloatingActionButton';
import { ChatIcon } from '../Icon';
import { ToastRegion } from './Toast';
import { createToastQueue, DEFAULT_TOAST_TIMEOUT, type ToastVariant } from './toastQueue';

// One queue for the file, emptied around every story so toasts never leak between them.
const queue = createToastQueue();

interface DemoProps {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Omitted: the queue's default (5000 ms). */
  timeout?: number;
  closeLabel: string;
  regionLabel: string;
  /** An action button in the toast ("Undo"). */
  action?: { label: string; onAction: () => void };
}

/** A trigger button plus the region, as an app screen would use them. */
function ToastDemo({
  title,
  description,
  variant,
  timeout,
  closeLabel,
  regionLabel,
  action,
}: DemoProps) {
  return (
    <>
      <Button
        variant="secondary"
        onPress={() =>
          queue.add(
            { title, description, variant, ...(action ? { action } : {}) },
            timeout === undefined ? {} : { timeout },
          )
        }
      >
        Show notification
      </Button>
      <ToastRegion queue={queue} closeLabel={closeLabel} aria-label={regionLabel} />
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: {
    title: 'Record saved',
    description: 'Feed for Pen A was added for today.',
    closeLabel: 'Close',
    regionLabel: 'Notifications',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'success', 'destructive'] },
  },
  beforeEach: () => {
    queue.clear();
    return () => queue.clear();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function showToast(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notification' }));
  return screen.findByRole('alertdialog');
}

/** Adding a toast shows its title and description in the notifications region; 5 s default. */
export const Default: Story = {
  // Its toast closes itself after 5 s, so whether the screenshots still see it depends on the
  // machine's speed; Success and Destructive photograph toasts that stay on screen.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const toast = await showToast(canvasElement);
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect(region).toContainElement(toast);
    await expect(toast).toHaveAccessibleName('Record saved');
    await expect(within(toast).getByText('Feed for Pen A was added for today.')).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'default');
    await expect(queue.visibleToasts[0]?.timeout).toBe(DEFAULT_TOAST_TIMEOUT);
    await expect(DEFAULT_TOAST_TIMEOUT).toBe(5000);
  },
};

/** Success variant (kept on screen so the axe checks see its colours). */
export const Success: Story = {
  args: { variant: 'success', timeout: 0 },
  play: async ({ canvasElement }) => {
    const toast = await showToast(canvasElement);
    await expect(toast).toHaveAttribute('data-variant', 'success');
  },
};

const undone = fn();

/** "Undo" after a delete: a finger-sized button in the toast that runs its action and closes it. */
export const WithAction: Story = {
  args: {
    variant: 'success',
    title: 'House B deleted',
    description: undefined,
    timeout: 0,
    action: { label: 'Undo', onAction: undone },
  },
  play: async ({ canvasElement }) => {
    undone.mockClear();
    const toast = await showToast(canvasElement);
    const undo = within(toast).getByRole('button', { name: 'Undo' });
    await expect(undo.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(undo);
    await expect(undone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Whether a tap at the centre of `element` lands on it (nothing floats over it). */
const hitTestable = (element: HTMLElement) => {
  const { left, top, width, height } = element.getBoundingClientRect();
  const hit = document.elementFromPoint(left + width / 2, top + height / 2);
  return hit !== null && (hit === element || element.contains(hit));
};

/**
 * An Undo toast on a page with the floating chat button and a button at the bottom of the
 * screen: the toast stacks above the chat button and the page makes room, so the chat button
 * and the page's last button can both still be tapped for the toast's 10 s (ADR 0045).
 */
export const ClearOfTheChatButton: Story = {
  // The Undo toast of WithAction, on a page with the chat button.
  args: WithAction.args,
  render: (args) => (
    <>
      <ToastDemo {...args} />
      <div style={{ position: 'fixed', insetInline: 0, bottom: 0, padding: 16 }}>
        <Button>Create pen</Button>
      </div>
      <FloatingActionButton aria-label="Open AI farming assistant" onPress={fn()}>
        <ChatIcon size="lg" />
      </FloatingActionButton>
    </>
  ),
  play: async ({ canvasElement }) => {
    const chat = screen.getByRole('button', { name: 'Open AI farming assistant' });
    const toast = await showToast(canvasElement);
    await expect(toast.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      chat.getBoundingClientRect().top,
    );
    await expect(hitTestable(chat)).toBe(true);
    await expect(hitTestable(screen.getByRole('button', { name: 'Create pen' }))).toBe(true);
    await expect(hitTestable(within(toast).getByRole('button', { name: 'Undo' }))).toBe(true);
    // The page's bottom room grows by the toast's height while it shows, and shrinks after.
    const room = () => document.documentElement.style.getPropertyValue('--kiwo-toast-space').trim();
    await expect(Number.parseFloat(room())).toBeGreaterThan(toast.getBoundingClientRect().height);
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(room()).toBe(''));
  },
};

/** Destructive variant for errors (kept on screen so the axe checks see its colours). */
export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Could not save',
    description: 'Check your connection and try again.',
    timeout: 0,
  },
  play: async ({ canvasElement }) => {
    const toast = await showToast(canvasElement);
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toHaveAccessibleName('Could not save');
  },
};

/** Only one toast is visible: a new toast replaces the current one. */
export const OneAtATime: Story = {
  render: (args) => (
    <>
      <ToastDemo {...args} />
      <Button
        variant="ghost"
        onPress={() => queue.add({ title: 'Second message', variant: 'success' })}
      >
        Show another
      </Button>
    </>
  ),
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show another' }));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Second message'),
    );
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await expect(screen.queryByText('Record saved')).not.toBeInTheDocument();
    // The replaced toast must not come back once the new one is closed.
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The close button (named by the `closeLabel` prop) dismisses the toast. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const toast = await showToast(canvasElement);
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A toast closes by itself after its timeout (shortened here from the 5 s default). */
export const AutoDismiss: Story = {
  args: { timeout: 300 },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

/** F8 moves focus into the region; Tab, Enter on Close dismisses and focus returns. */
export const KeyboardF8: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show notification' });
    const toast = await showToast(canvasElement);
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{F8}');
    await expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Focus goes back to where the user was before F8.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A touch drag across the element, as pointer events (what a finger on Android produces). */
async function drag(element: HTMLElement, distance: number): Promise<void> {
  const { left, top, width, height } = element.getBoundingClientRect();
  const x = left + width / 2;
  const y = top + height / 2;
  await userEvent.pointer([
    { keys: '[TouchA>]', target: element, coords: { clientX: x, clientY: y } },
    { pointerName: 'TouchA', target: element, coords: { clientX: x + distance / 2, clientY: y } },
    { pointerName: 'TouchA', target: element, coords: { clientX: x + distance, clientY: y } },
    { keys: '[/TouchA]', target: element, coords: { clientX: x + distance, clientY: y } },
  ]);
}

/** A sideways drag of at least 50 px dismisses; a shorter one snaps back. */
export const SwipeToDismiss: Story = {
  play: async ({ canvasElement }) => {
    const toast = await showToast(canvasElement);
    await drag(toast, 30);
    await expect(toast).toBeInTheDocument();
    await waitFor(() => expect(toast.style.transform).toBe(''));
    await drag(toast, -60);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
