import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ChatFeedbackValue, ChatPanelMessage } from './ChatMessages';
import { ChatPanel, type ChatPanelProps } from './ChatPanel';

const labels = {
  title: 'AI farming assistant',
  close: 'Close chat',
  conversation: 'Conversation',
  you: 'You',
  assistant: 'AI assistant',
  thinking: 'AI is thinking...',
  messageLabel: 'Your question',
  placeholder: 'Ask about your animals, feed or records…',
  send: 'Send',
  hint: 'Enter to send · Shift+Enter for a new line',
  like: 'Like this answer',
  dislike: 'Dislike this answer',
};

const welcome: ChatPanelMessage = {
  id: 'welcome',
  role: 'assistant',
  content: "Hello Amina! I'm your AI farming assistant. How can I help you today?",
};
const conversation: ChatPanelMessage[] = [
  welcome,
  { id: 'q1', role: 'user', content: 'My broilers are coughing and dying, what should I do?' },
  {
    id: 'a1',
    role: 'assistant',
    content:
      'This sounds like an emergency: call a vet now.\n\nFrom your records: 12 deaths in the last 30 days.',
    feedback: null,
  },
];

/** The panel with the app's toggle rule: the same choice again clears the rating. */
function Stateful(props: ChatPanelProps) {
  const [messages, setMessages] = useState(props.messages);
  const onFeedback = (id: string, value: ChatFeedbackValue) => {
    props.onFeedback(id, value);
    setMessages((list) =>
      list.map((m) => (m.id === id ? { ...m, feedback: m.feedback === value ? null : value } : m)),
    );
  };
  return <ChatPanel {...props} messages={messages} onFeedback={onFeedback} />;
}

const meta = {
  title: 'Overlays/ChatPanel',
  component: ChatPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    onClose: fn(),
    labels,
    messages: conversation,
    isThinking: false,
    isSending: false,
    onSend: fn(),
    onFeedback: fn(),
    maxLength: 2000,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = async () => within(await screen.findByRole('dialog', { name: labels.title }));
const box = (p: ReturnType<typeof within>) => p.getByRole('textbox', { name: 'Your question' });

/** A non-modal panel: the welcome line, the question, the answer as plain text with its ratings. */
export const Default: Story = {
  play: async ({ args }) => {
    const p = await panel();
    const log = p.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveTextContent(welcome.content);
    await expect(log).toHaveTextContent('You: My broilers are coughing');
    // Only the real answer can be rated, not the welcome line.
    await expect(p.getAllByRole('button', { name: 'Like this answer' })).toHaveLength(1);
    await expect(p.getByRole('button', { name: 'Like this answer' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(p.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(p.getByRole('button', { name: 'Close chat' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Enter sends the trimmed text and clears the box; Shift+Enter adds a line instead. */
export const EnterSends: Story = {
  play: async ({ args }) => {
    const p = await panel();
    await userEvent.type(box(p), 'How much feed{Shift>}{Enter}{/Shift}for layers?  ');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(box(p)).toHaveValue('How much feed\nfor layers?  ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('How much feed\nfor layers?');
    await expect(box(p)).toHaveValue('');
    await userEvent.type(box(p), 'And water?');
    await userEvent.click(p.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenLastCalledWith('And water?');
  },
};

/** Blank (after trimming) never sends. */
export const BlankCannotSend: Story = {
  play: async ({ args }) => {
    const p = await panel();
    await userEvent.type(box(p), '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(p.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** While a reply is pending: "AI is thinking...", and neither Enter nor Send sends. */
export const Thinking: Story = {
  args: { isThinking: true, isSending: true },
  play: async ({ args }) => {
    const p = await panel();
    await expect(p.getByRole('status')).toHaveTextContent('AI is thinking...');
    await userEvent.type(box(p), 'One more question{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(p.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Like toggles on; pressing it again clears it; dislike switches the rating. */
export const FeedbackToggle: Story = {
  play: async ({ args }) => {
    const p = await panel();
    const like = p.getByRole('button', { name: 'Like this answer' });
    const dislike = p.getByRole('button', { name: 'Dislike this answer' });
    await userEvent.click(like);
    await expect(args.onFeedback).toHaveBeenLastCalledWith('a1', 'like');
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(dislike);
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'true'));
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  },
};

/** While a feedback call is pending both buttons of that answer are disabled. */
export const FeedbackPending: Story = {
  args: {
    messages: conversation.map((m) =>
      m.id === 'a1' ? { ...m, feedback: 'like', feedbackPending: true } : m,
    ),
  },
  play: async ({ args }) => {
    const p = await panel();
    const like = p.getByRole('button', { name: 'Like this answer' });
    await expect(like).toBeDisabled();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(p.getByRole('button', { name: 'Dislike this answer' })).toBeDisabled();
    await userEvent.click(like, { pointerEventsCheck: 0 });
    await expect(args.onFeedback).not.toHaveBeenCalled();
  },
};

/** Answers are text: markup in them is shown, never run or rendered. */
export const PlainText: Story = {
  args: {
    messages: [
      welcome,
      {
        id: 'x',
        role: 'assistant',
        content: '<b>bold</b> <img src=x onerror=alert(1)>',
        feedback: null,
      },
    ],
  },
  play: async () => {
    const p = await panel();
    const log = p.getByRole('log');
    await expect(log).toHaveTextContent('<b>bold</b> <img src=x onerror=alert(1)>');
    await expect(log.querySelector('b, img')).toBeNull();
  },
};

/** The spec §8 failure line, and a notice above the box (e.g. history failed to load). */
export const ErrorLine: Story = {
  args: {
    messages: [
      ...conversation,
      { id: 'q2', role: 'user', content: 'And the vaccine?' },
      {
        id: 'e1',
        role: 'assistant',
        kind: 'error',
        content: "I'm sorry, I encountered an error. Please try again.",
      },
    ],
    notice: 'Could not load your earlier messages.',
  },
  play: async () => {
    const p = await panel();
    await expect(p.getByRole('log')).toHaveTextContent('encountered an error');
    await expect(p.getByRole('alert')).toHaveTextContent('Could not load your earlier messages.');
    await expect(p.getAllByRole('button', { name: 'Like this answer' })).toHaveLength(1);
  },
};

/** Keyboard open: the hint folds away and the message box stays in view. */
export const KeyboardOpen: Story = {
  args: { keyboardOpen: true },
  play: async () => {
    const p = await panel();
    await expect(p.queryByText(labels.hint)).not.toBeVisible();
    await expect(box(p)).toBeVisible();
  },
};
