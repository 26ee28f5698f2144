import { describe, expect, it, vi } from 'vitest';
import { fakeAudio } from '../test/fakes.js';
import { type AudioElementLike, createAudioPlayer } from './audioPlayer.js';
import { STATUS } from './constants.js';

// The real element must satisfy the interface the player asks for.
const _real: AudioElementLike = {} as HTMLAudioElement;
void _real;

function setup(play?: () => Promise<void>) {
  const elements: ReturnType<typeof fakeAudio>[] = [];
  const onEnded = vi.fn();
  const onError = vi.fn();
  const player = createAudioPlayer({
    createAudio: () => {
      const el = fakeAudio(play);
      elements.push(el);
      return el;
    },
    onEnded,
    onError,
  });
  return { player, elements, onEnded, onError };
}

describe('audio player', () => {
  it('plays base64 MP3 at volume 0.8 and reports the end', async () => {
    const { player, elements, onEnded } = setup();
    await player.play('SUQz');
    const el = elements[0];
    expect(el?.src).toBe('data:audio/mpeg;base64,SUQz');
    expect(el?.volume).toBe(0.8);
    expect(player.playing).toBe(true);
    el?.end();
    expect(onEnded).toHaveBeenCalledOnce();
    expect(player.playing).toBe(false);
  });

  it('pauses saving the position and resumes from it', async () => {
    const { player, elements } = setup();
    await player.play('SUQz');
    const el = elements[0];
    if (!el) throw new Error('no element');
    el.currentTime = 3.25;
    player.pause();
    expect(el.paused).toBe(true);
    expect(player.savedPosition).toBe(3.25);
    el.currentTime = 0; // a browser may reset it, e.g. after a reload of the source
    expect(await player.resume()).toBe(true);
    expect(el.currentTime).toBe(3.25);
    expect(el.play).toHaveBeenCalledTimes(2);
    expect(player.playing).toBe(true);
    expect(player.savedPosition).toBeNull();
  });

  it('has nothing to resume when nothing was paused', async () => {
    const { player } = setup();
    expect(await player.resume()).toBe(false);
    player.pause();
    expect(player.savedPosition).toBeNull();
  });

  it('replaces the previous answer and ignores its late events', async () => {
    const { player, elements, onEnded } = setup();
    await player.play('QQ==');
    await player.play('Qg==');
    const [first, second] = elements;
    expect(first?.removeAttribute).toHaveBeenCalledWith('src');
    expect(first?.loads).toBe(1);
    first?.onended?.(new Event('ended'));
    expect(onEnded).not.toHaveBeenCalled();
    expect(second?.src).toBe('data:audio/mpeg;base64,Qg==');
  });

  it('stop releases the element and forgets the position', async () => {
    const { player, elements } = setup();
    await player.play('SUQz');
    player.pause();
    player.stop();
    expect(elements[0]?.src).toBe('');
    expect(player.playing).toBe(false);
    expect(await player.resume()).toBe(false);
  });

  it('reports an element error and a refused play(), but not an aborted one', async () => {
    const refused = setup(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    await refused.player.play('SUQz');
    expect(refused.onError).toHaveBeenCalledWith(STATUS.playFailed);

    const aborted = setup(() => Promise.reject(new DOMException('paused', 'AbortError')));
    await aborted.player.play('SUQz');
    expect(aborted.onError).not.toHaveBeenCalled();

    const broken = setup();
    await broken.player.play('SUQz');
    broken.elements[0]?.onerror?.(new Event('error'));
    expect(broken.onError).toHaveBeenCalledWith(STATUS.audioPlaybackFailed);
  });
});
