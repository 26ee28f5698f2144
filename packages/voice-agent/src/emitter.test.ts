import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter.js';

describe('createEmitter', () => {
  it('delivers typed payloads, unsubscribes, and clears', () => {
    const emitter = createEmitter<{ status: string; tick: number }>();
    const a = vi.fn();
    const b = vi.fn();
    const offA = emitter.on('status', a);
    emitter.on('tick', b);
    emitter.emit('status', 'Connected');
    offA();
    emitter.emit('status', 'again');
    emitter.emit('tick', 1);
    expect(a.mock.calls).toEqual([['Connected']]);
    expect(b.mock.calls).toEqual([[1]]);
    emitter.clear();
    emitter.emit('tick', 2);
    expect(b).toHaveBeenCalledOnce();
  });

  it('lets a listener unsubscribe itself during delivery without skipping anyone', () => {
    const emitter = createEmitter<{ e: undefined }>();
    const calls: string[] = [];
    const offSelf = emitter.on('e', () => {
      calls.push('a');
      offSelf();
    });
    emitter.on('e', () => calls.push('b'));
    emitter.emit('e', undefined);
    emitter.emit('e', undefined);
    expect(calls).toEqual(['a', 'b', 'b']);
  });
});
