import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { FloatingActionButton } from '../FloatingActionButton';
import { ChatIcon } from '../Icon';
import { TextField } from '../TextField';
import { FloatingPanel } from './FloatingPanel';

interface DemoProps {
  onPageAction?: () => void;
}

/** The chat pattern: the button toggles the panel; the page stays usable. */
function ChatDemo({ onPageAction }: DemoProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <main style={{ padding: 16 }}>
        <Button variant="secondary" onPress={onPageAction}>
          Add record
        </Button>
      </main>
      <FloatingPanel
        id="chat"
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title="AI farming assistant"
        closeLabel="Close chat"
        footer={<TextField label="Message" />}
      >
        <p>Hello Amina! I&apos;m your AI farming assistant. How can I help you today?</p>
      </FloatingPanel>
      <FloatingActionButton
        aria-label="AI farming assistant"
        aria-expanded={isOpen}
        aria-controls="chat"
        onPress={() => setOpen(!isOpen)}
      >
        <ChatIcon size="lg" />
      </FloatingActionButton>
    </>
  );
}

const meta = {
  title: 'Overlays/FloatingPanel',
  component: ChatDemo,
  parameters: { layout: 'fullscreen' },
  args: { onPageAction: fn() },
} satisfies Meta<typeof ChatDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'AI farming assistant' }));
  return canvas.findByRole('dialog', { name: 'AI farming assistant' });
}

/** Opens as a non-modal dialog with focus inside; 380 × 560 px on a large screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(panel).toHaveAttribute('aria-modal', 'false');
    await expect(panel).toHaveFocus();
    const rect = panel.getBoundingClientRect();
    await expect(rect.width).toBe(380);
    await expect(rect.height).toBe(560);
    await expect(
      within(canvasElement).getByRole('button', { name: 'AI farming assistant' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Escape closes it and focus returns to the button. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(within(panel).getByRole('textbox', { name: 'Message' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await expect(
      within(canvasElement).getByRole('button', { name: 'AI farming assistant' }),
    ).toHaveFocus();
  },
};

/** Non-modal: the page behind still works while it is open; × closes. */
export const NonModal: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await open(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add record' }));
    await expect(args.onPageAction).toHaveBeenCalledTimes(1);
    await expect(panel).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(panel).not.toBeInTheDocument());
  },
};
