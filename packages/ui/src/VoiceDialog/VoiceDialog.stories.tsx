import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { VoiceDialog } from './VoiceDialog';
import type { VoiceTranscriptLine } from './VoiceTranscript';

const labels = {
  title: 'IVR Voice Interface',
  close: 'Close',
  connected: 'Connected',
  disconnected: 'Disconnected',
  connecting: 'Connecting...',
  httpsTitle: 'HTTPS Required',
  httpsBody: 'microphone access requires HTTPS',
  startCaption: 'Click to start conversation',
  stopCaption: 'Click to stop conversation',
  starting: 'Starting...',
  aiSpeaking: 'AI is speaking',
  mobileHint: 'On a phone, tap Allow when your browser asks to use the microphone.',
  transcript: 'Conversation',
  transcriptEmpty: 'What you say and the AI’s answers will appear here.',
  you: 'You',
  ai: 'AI',
  endCall: 'End Call',
  pushToTalk: 'Noisy place? Hold to talk',
  pushToTalkHint:
    'The microphone listens only while you hold the button down. On a keyboard, hold Space.',
  holdToTalk: 'Hold to talk',
  releaseToSend: 'Release to send',
  typeLabel: 'Or type your question',
  send: 'Send',
};

// Fixed times and a UTC "HH:MM" formatter: the same text on every machine.
const at = (minute: number) => Date.UTC(2026, 0, 15, 14, minute);
const formatTime = (timestamp: number) => new Date(timestamp).toISOString().slice(11, 16);
const conversation: VoiceTranscriptLine[] = [
  { type: 'user', text: 'My goats are coughing and not eating.', timestamp: at(5) },
  {
    type: 'ai',
    text: 'Coughing with poor appetite can mean pneumonia. Keep the sick goats apart and call a vet today.',
    timestamp: at(6),
  },
];
const longConversation: VoiceTranscriptLine[] = Array.from({ length: 14 }, (_, i) => ({
  type: i % 2 === 0 ? 'user' : 'ai',
  text:
    i % 2 === 0 ? `Question ${i / 2 + 1} about my layers` : `Answer ${(i + 1) / 2} from the vet`,
  timestamp: at(i),
}));

const meta = {
  title: 'Overlays/VoiceDialog',
  component: VoiceDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    labels,
    connection: 'disconnected',
    status: 'Ready to connect',
    transcript: [],
    formatTime,
    onToggleListening: fn(),
    onEndCall: fn(),
  },
  argTypes: {
    connection: { control: 'inline-radio', options: ['disconnected', 'connecting', 'connected'] },
    statusKind: { control: 'inline-radio', options: ['info', 'error'] },
  },
} satisfies Meta<typeof VoiceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'IVR Voice Interface' });

/** Disconnected: badge, "Ready to connect", start caption, empty transcript, no HTTPS warning. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByText('Disconnected')).toBeVisible();
    await expect(d.getByRole('status')).toHaveTextContent('Ready to connect');
    await expect(d.queryByRole('alert')).not.toBeInTheDocument();
    await expect(d.getByText(labels.mobileHint)).toBeVisible();
    await expect(d.getByRole('log', { name: 'Conversation' })).toHaveTextContent(
      labels.transcriptEmpty,
    );
    await expect(d.queryByText('AI is speaking')).not.toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: 'Click to start conversation' }));
    await expect(args.onToggleListening).toHaveBeenCalledTimes(1);
  },
};

/** The modal is at most 600 px wide (spec §2) and the mic button is a large target. */
export const Size: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d.getBoundingClientRect().width).toBeLessThanOrEqual(600);
    const mic = within(d).getByRole('button', { name: 'Click to start conversation' });
    await expect(mic.getBoundingClientRect().height).toBeGreaterThanOrEqual(96);
  },
};

/** Connecting: the badge says so; the status line still reads "Ready to connect". */
export const Connecting: Story = {
  args: { connection: 'connecting' },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByText('Connecting...')).toBeVisible();
    await expect(d.getByRole('status')).toHaveTextContent('Ready to connect');
  },
};

/** Starting the microphone: progress in the button, presses ignored until it is ready. */
export const Starting: Story = {
  args: { connection: 'connected', status: 'Connected to IVR system', isStarting: true },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('progressbar', { name: 'Starting...' })).toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: /Starting/ }));
    await expect(args.onToggleListening).not.toHaveBeenCalled();
  },
};

/** Listening: Connected badge, stop caption, You/AI lines with their times. */
export const Listening: Story = {
  args: {
    connection: 'connected',
    status: 'Listening... Speak now',
    isListening: true,
    transcript: conversation,
  },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByText('Connected')).toBeVisible();
    await expect(d.getByRole('status')).toHaveTextContent('Listening... Speak now');
    const lines = within(d.getByRole('log', { name: 'Conversation' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveTextContent(/^You14:05My goats are coughing/);
    await expect(lines[1]).toHaveTextContent(/^AI14:06Coughing with poor appetite/);
    await userEvent.click(d.getByRole('button', { name: 'Click to stop conversation' }));
    await expect(args.onToggleListening).toHaveBeenCalledTimes(1);
  },
};

/** The AI is answering: the indicator shows inside a polite live region. */
export const AiSpeaking: Story = {
  args: {
    connection: 'connected',
    status: 'Processing...',
    isListening: true,
    isAiSpeaking: true,
    transcript: conversation,
  },
  play: async () => {
    const d = within(await dialog());
    const indicator = d.getByText('AI is speaking');
    await expect(indicator).toBeVisible();
    await expect(indicator.closest('[aria-live="polite"]')).not.toBeNull();
  },
};

/** An error status line is marked as such (danger colour and icon, `data-kind="error"`). */
export const ErrorStatus: Story = {
  args: {
    status: 'Microphone access denied. Please enable microphone in browser settings.',
    statusKind: 'error',
    connection: 'connected',
  },
  play: async () => {
    const d = within(await dialog());
    const status = d.getByRole('status');
    await expect(status).toHaveTextContent('Microphone access denied.');
    await expect(status).toHaveAttribute('data-kind', 'error');
  },
};

/** Not a secure context: the HTTPS warning is shown as an alert. */
export const InsecurePage: Story = {
  args: { isSecure: false },
  play: async () => {
    const d = within(await dialog());
    const alert = d.getByRole('alert');
    await expect(alert).toHaveTextContent('HTTPS Required');
    await expect(alert).toHaveTextContent('microphone access requires HTTPS');
  },
};

/** A long conversation scrolls inside 300 px and shows the newest line. */
export const LongTranscript: Story = {
  args: { connection: 'connected', status: 'Ready when you are...', transcript: longConversation },
  play: async () => {
    const log = within(await dialog()).getByRole('log', { name: 'Conversation' });
    await expect(log.getBoundingClientRect().height).toBeLessThanOrEqual(300);
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    await expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1);
    log.focus();
    await expect(log).toHaveFocus();
  },
};

/** End Call and the × button reach the app; Escape and a tap beside the dialog do not. */
export const EndCall: Story = {
  args: { connection: 'connected', status: 'Ready when you are...', transcript: conversation },
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: 'End Call' }));
    await expect(args.onEndCall).toHaveBeenCalledTimes(1);
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

function Stateful(props: Parameters<typeof VoiceDialog>[0]) {
  const [listening, setListening] = useState(false);
  const [lines, setLines] = useState<VoiceTranscriptLine[]>([]);
  return (
    <VoiceDialog
      {...props}
      connection="connected"
      isListening={listening}
      status={listening ? 'Listening... Speak now' : 'Conversation stopped.'}
      transcript={lines}
      onToggleListening={() => {
        setListening(!listening);
        setLines((l) => [...l, { type: 'user', text: `Line ${l.length + 1}`, timestamp: at(1) }]);
      }}
    />
  );
}

/** Start, then stop: the caption and the button's name follow; the transcript grows. */
export const StartAndStop: Story = {
  render: (args) => <Stateful {...args} />,
  play: async () => {
    const d = within(await dialog());
    await userEvent.click(d.getByRole('button', { name: 'Click to start conversation' }));
    await expect(d.getByRole('status')).toHaveTextContent('Listening... Speak now');
    await userEvent.click(d.getByRole('button', { name: 'Click to stop conversation' }));
    await expect(d.getByRole('button', { name: 'Click to start conversation' })).toBeVisible();
    await expect(d.getAllByRole('listitem')).toHaveLength(2);
  },
};

function HoldToTalk(props: Parameters<typeof VoiceDialog>[0]) {
  const [pushToTalk, setPushToTalk] = useState(props.isPushToTalk ?? false);
  const [talking, setTalking] = useState(false);
  return (
    <VoiceDialog
      {...props}
      connection="connected"
      isListening
      isPushToTalk={pushToTalk}
      isTalking={talking}
      status={talking ? 'Listening... Speak now' : 'Hold the button and speak'}
      onPushToTalkChange={(on) => {
        props.onPushToTalkChange?.(on);
        setPushToTalk(on);
      }}
      onTalkPress={() => {
        props.onTalkPress?.();
        setTalking(true);
      }}
      onTalkRelease={() => {
        props.onTalkRelease?.();
        setTalking(false);
      }}
    />
  );
}

/**
 * Hold to talk for noisy places: the switch replaces the start/stop button with a hold button
 * (`aria-pressed` while held) that Space or the pointer holds; letting go releases.
 */
export const PushToTalk: Story = {
  args: {
    transcript: conversation,
    onPushToTalkChange: fn(),
    onTalkPress: fn(),
    onTalkRelease: fn(),
  },
  render: (args) => <HoldToTalk {...args} />,
  play: async ({ args }) => {
    // One user-event instance, so a key or button held in one call is released in the next.
    const user = userEvent.setup();
    const d = within(await dialog());
    const toggle = d.getByRole('switch', { name: 'Noisy place? Hold to talk' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onPushToTalkChange).toHaveBeenCalledWith(true);
    await expect(d.queryByRole('button', { name: 'Click to start conversation' })).toBeNull();
    await expect(d.queryByRole('button', { name: 'Click to stop conversation' })).toBeNull();
    const hold = d.getByRole('button', { name: 'Hold to talk' });
    await expect(hold).toHaveAttribute('aria-pressed', 'false');
    await expect(hold.getBoundingClientRect().height).toBeGreaterThanOrEqual(96);
    hold.focus();
    await user.keyboard('[Space>]');
    await expect(args.onTalkPress).toHaveBeenCalledTimes(1);
    await expect(hold).toHaveAttribute('aria-pressed', 'true');
    await expect(d.getByText('Release to send')).toBeVisible();
    await expect(args.onTalkRelease).not.toHaveBeenCalled();
    await user.keyboard('[/Space]');
    await expect(args.onTalkRelease).toHaveBeenCalledTimes(1);
    await expect(hold).toHaveAttribute('aria-pressed', 'false');
    await user.pointer({ keys: '[MouseLeft>]', target: hold });
    await expect(args.onTalkPress).toHaveBeenCalledTimes(2);
    await user.pointer({ keys: '[/MouseLeft]', target: hold });
    await expect(args.onTalkRelease).toHaveBeenCalledTimes(2);
  },
};

/** Held: the button is pressed, the circle pulses and "Release to send" shows under it. */
export const PushToTalkHeld: Story = {
  args: {
    connection: 'connected',
    status: 'Listening... Speak now',
    isListening: true,
    isPushToTalk: true,
    isTalking: true,
    transcript: conversation,
    onPushToTalkChange: fn(),
    onTalkPress: fn(),
    onTalkRelease: fn(),
  },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('switch', { name: 'Noisy place? Hold to talk' })).toBeChecked();
    await expect(d.getByRole('button', { name: 'Hold to talk' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A typed question instead of speech: sent trimmed, the field empties; nothing sends blank. */
export const TypedQuestion: Story = {
  args: {
    connection: 'connected',
    status: 'Ready when you are...',
    transcript: conversation,
    onSendText: fn(),
  },
  play: async ({ args }) => {
    const d = within(await dialog());
    const field = d.getByRole('textbox', { name: 'Or type your question' });
    const send = d.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(field, '   ');
    await expect(send).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, ' What feed for layers? {Enter}');
    await expect(args.onSendText).toHaveBeenCalledWith('What feed for layers?');
    await expect(field).toHaveValue('');
    await userEvent.type(field, 'And water?');
    await userEvent.click(send);
    await expect(args.onSendText).toHaveBeenLastCalledWith('And water?');
  },
};
