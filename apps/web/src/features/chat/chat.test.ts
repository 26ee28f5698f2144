import type { ChatMessage } from '@kiwo/api-client';
import { describe, expect, it } from 'vitest';
import { panelMessages, toggledFeedback } from './conversation';
import { KEYBOARD_THRESHOLD_PX, nextKeyboardState } from './keyboard';

describe('keyboard-open detection (spec §2: viewport shrinks by more than 150 px)', () => {
  it('opens only beyond 150 px below the tallest height seen at this width', () => {
    let s = nextKeyboardState(null, { width: 360, height: 740 });
    expect(s.open).toBe(false);
    s = nextKeyboardState(s, { width: 360, height: 740 - KEYBOARD_THRESHOLD_PX });
    expect(s.open).toBe(false);
    s = nextKeyboardState(s, { width: 360, height: 420 });
    expect(s.open).toBe(true);
    s = nextKeyboardState(s, { width: 360, height: 740 });
    expect(s.open).toBe(false);
  });

  it('starts a new baseline when the phone turns', () => {
    let s = nextKeyboardState(null, { width: 360, height: 740 });
    s = nextKeyboardState(s, { width: 740, height: 360 });
    expect(s).toEqual({ baseline: { width: 740, height: 360 }, open: false });
    s = nextKeyboardState(s, { width: 740, height: 180 });
    expect(s.open).toBe(true);
  });
});

describe('conversation', () => {
  it('toggles: the same choice clears, the other replaces (spec §4)', () => {
    expect(toggledFeedback(null, 'like')).toBe('like');
    expect(toggledFeedback('like', 'like')).toBeNull();
    expect(toggledFeedback('like', 'dislike')).toBe('dislike');
  });

  const history: ChatMessage[] = [
    { messageId: 'u1', role: 'user', content: 'Q', feedback: null, createdAt: '' },
    { messageId: 'a1', role: 'assistant', content: 'A', feedback: 'like', createdAt: '' },
  ];

  it('lists welcome, history with ratings in flight, failed questions, then the pending exchange', () => {
    const lines = panelMessages({
      welcome: 'Hello Amina!',
      errorText: 'Sorry',
      history,
      overrides: new Map([['a1', { value: null, pending: true }]]),
      failed: [{ id: 'f', question: 'Lost?' }],
      pending: { question: 'Now?', answer: 'Stre' },
    });
    expect(lines.map((l) => [l.role, l.content])).toEqual([
      ['assistant', 'Hello Amina!'],
      ['user', 'Q'],
      ['assistant', 'A'],
      ['user', 'Lost?'],
      ['assistant', 'Sorry'],
      ['user', 'Now?'],
      ['assistant', 'Stre'],
    ]);
    // Only stored answers can be rated; the override shows (and locks) the rating in flight.
    expect(lines[0]?.feedback).toBeUndefined();
    expect(lines[2]).toMatchObject({ feedback: null, feedbackPending: true });
    expect(lines[4]).toMatchObject({ kind: 'error' });
    expect(lines[4]?.feedback).toBeUndefined();
    expect(lines[6]?.feedback).toBeUndefined();
  });

  it('shows no answer line until the first piece arrives', () => {
    const lines = panelMessages({
      welcome: 'Hi',
      errorText: 'Sorry',
      history: [],
      overrides: new Map(),
      failed: [],
      pending: { question: 'Q', answer: '' },
    });
    expect(lines.map((l) => l.content)).toEqual(['Hi', 'Q']);
  });

  it('keeps the stored copy of the exchange in flight back until its stream is done', () => {
    const stored: ChatMessage[] = [
      ...history,
      { messageId: 'u2', role: 'user', content: 'Now?', feedback: null, createdAt: '' },
      { messageId: 'a2', role: 'assistant', content: 'Stream done', feedback: null, createdAt: '' },
    ];
    const shown = (pending: { question: string; answer: string } | null, list = stored) =>
      panelMessages({
        welcome: 'Hi',
        errorText: '',
        history: list,
        overrides: new Map(),
        failed: [],
        pending,
      }).map((l) => l.content);
    expect(shown({ question: 'Now? ', answer: 'Stre' })).toEqual(['Hi', 'Q', 'A', 'Now? ', 'Stre']);
    // Only the question stored so far.
    expect(shown({ question: 'Now?', answer: '' }, stored.slice(0, 3))).toEqual([
      'Hi',
      'Q',
      'A',
      'Now?',
    ]);
    // The same words asked again earlier stay: only the newest exchange is held back.
    expect(shown({ question: 'Q', answer: '' }, stored)).toEqual([
      'Hi',
      'Q',
      'A',
      'Now?',
      'Stream done',
      'Q',
    ]);
    expect(shown(null)).toEqual(['Hi', 'Q', 'A', 'Now?', 'Stream done']);
  });
});
