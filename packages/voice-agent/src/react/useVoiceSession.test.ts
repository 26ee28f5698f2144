import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useVoiceSession } from './useVoiceSession.js';

const vadFactory = vi.fn();

function Probe() {
  const { state, session } = useVoiceSession({ url: 'http://127.0.0.1:9', token: 't', vadFactory });
  return createElement('p', null, `${state.connection}|${state.status.text}|${session === null}`);
}

describe('useVoiceSession', () => {
  it('renders the idle state without creating a session outside the browser', () => {
    expect(renderToString(createElement(Probe))).toBe('<p>disconnected|Ready to connect|true</p>');
    expect(vadFactory).not.toHaveBeenCalled();
  });
});
