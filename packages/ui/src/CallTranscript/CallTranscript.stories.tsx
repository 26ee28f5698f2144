import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CallTranscript } from './CallTranscript';

const meta = {
  title: 'Components/CallTranscript',
  component: CallTranscript,
  args: {
    'aria-label': 'Transcript of the call',
    callerLabel: 'Caller',
    answerLabel: 'Kiwo',
    nothingLabel: '(nothing heard)',
    recordingLabel: 'Listen to the recording',
    emptyLabel: 'Nothing was said or keyed on this call',
    turns: [
      {
        id: 't1',
        when: '26 Nov 2026, 10:41',
        dateTime: '2026-11-26T09:41:00Z',
        kind: 'Question',
        tone: 'info',
        caller: 'Kaji na sun mutu yau, me zan yi?',
        answer: 'Ka ware kajin da ba su da lafiya, ka kira likitan dabbobi.',
        recordingUrl: 'https://voice.example/rec/1.mp3',
      },
      {
        id: 't2',
        when: '26 Nov 2026, 10:43',
        dateTime: '2026-11-26T09:43:00Z',
        kind: 'Recorded',
        tone: 'success',
        caller: 'Deaths +3, House A',
        answer: 'An adana. House A yanzu tana da dabbobi 197 masu rai.',
      },
      {
        id: 't3',
        when: '26 Nov 2026, 10:44',
        dateTime: '2026-11-26T09:44:00Z',
        kind: 'Not heard',
        tone: 'warning',
        caller: '',
        answer: 'Ban ji abin da ka faɗa ba.',
        recordingUrl: 'javascript:alert(1)',
      },
    ],
  },
} satisfies Meta<typeof CallTranscript>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest first: each turn's kind and time, the caller's words or keys, the answer, a recording. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Transcript of the call' });
    const turns = within(list).getAllByRole('listitem');
    await expect(turns).toHaveLength(3);
    await expect(turns[0]).toHaveTextContent(/Caller\s*Kaji na sun mutu yau/);
    await expect(turns[0]).toHaveTextContent(/Kiwo\s*Ka ware kajin/);
    await expect(
      within(turns[0] as HTMLElement).getByRole('link', { name: 'Listen to the recording' }),
    ).toHaveAttribute('href', 'https://voice.example/rec/1.mp3');
    await expect(turns[1]).toHaveTextContent('Recorded');
    await expect(within(turns[1] as HTMLElement).queryByRole('link')).toBeNull();
    // Nothing heard is said so; a URL that is not http(s) is never a link.
    await expect(turns[2]).toHaveTextContent('(nothing heard)');
    await expect(within(turns[2] as HTMLElement).queryByRole('link')).toBeNull();
    await expect(turns[2]?.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-11-26T09:44:00Z',
    );
  },
};

/** A call with no turn (hung up at the menu): a plain sentence, no empty list. */
export const Empty: Story = {
  args: { turns: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing was said or keyed on this call')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
