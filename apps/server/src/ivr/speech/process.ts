import { spawn } from 'node:child_process';
import { SpeechError } from './types';

export interface RunOptions {
  /** Written to the process's stdin, which is then closed. */
  input?: Buffer | string;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  cwd?: string;
}

/**
 * Runs a speech program to completion and returns its stdout. A missing binary is
 * `unavailable` (the service keeps running and says so), a slow one is killed after `timeoutMs`
 * (`timeout`), a non-zero exit is `failed` with the last line of stderr. Never throws anything
 * else and never leaves the child running.
 */
export function runProcess(bin: string, args: string[], options: RunOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new SpeechError('aborted', `${bin} aborted`));
      return;
    }
    const child = spawn(bin, args, {
      cwd: options.cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    let settled = false;
    const finish = (error: SpeechError | null, value?: Buffer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        reject(error);
      } else resolve(value ?? Buffer.alloc(0));
    };
    const timer = setTimeout(
      () => finish(new SpeechError('timeout', `${bin} took longer than ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    const onAbort = () => finish(new SpeechError('aborted', `${bin} aborted`));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(
        error.code === 'ENOENT'
          ? new SpeechError('unavailable', `${bin} is not installed`)
          : new SpeechError('failed', `${bin}: ${error.message}`),
      );
    });
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      // Keep only the tail: programs like lame print progress.
      err = (err + chunk.toString()).slice(-2000);
    });
    child.on('close', (code) => {
      if (code === 0) finish(null, Buffer.concat(out));
      else {
        const last = err.trim().split('\n').pop() ?? '';
        finish(new SpeechError('failed', `${bin} exited with ${code}${last ? `: ${last}` : ''}`));
      }
    });
    // EPIPE when the child exits before reading everything: the close handler reports it.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}
