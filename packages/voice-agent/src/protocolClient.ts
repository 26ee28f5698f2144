import { io, type Socket } from 'socket.io-client';
import {
  VOICE_CONNECT_TIMEOUT_MS,
  VOICE_NAMESPACE,
  VOICE_PING_INTERVAL_MS,
  VOICE_RECONNECT_DELAY_MAX_MS,
  VOICE_RECONNECT_DELAY_MIN_MS,
  VOICE_SAMPLE_RATE,
} from './constants.js';
import { createEmitter } from './emitter.js';
import type {
  AiInterruptionPayload,
  AiTextInputPayload,
  ClientToServerEvents,
  ServerToClientEvents,
} from './protocol.js';
import { defaultTimers, type Timers } from './timers.js';
import type { ConnectionState } from './turnTypes.js';

export type VoiceSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ProtocolClientOptions {
  /** Origin (and optional path prefix) of the IVR service, e.g. `https://kiwo.ng`; '' = same origin. */
  url: string;
  /** The signed-in user's own session token, sent as the socket.io handshake `auth.token`. */
  token: string;
  /** Optional, for spec compatibility; the server identifies the caller by the token. */
  phoneNumber?: string;
  /** @default '/ivr' */
  namespace?: string;
  /** socket.io endpoint path. @default '/socket.io' */
  path?: string;
  /** @default 20000 */
  pingIntervalMs?: number;
  /** @default 20000 */
  connectTimeoutMs?: number;
  /** @default 1000 */
  reconnectionDelayMs?: number;
  /** @default 5000 */
  reconnectionDelayMaxMs?: number;
  /** @default Infinity */
  reconnectionAttempts?: number;
  timers?: Timers;
}

type ServerPayloads = {
  [K in keyof ServerToClientEvents]: Parameters<ServerToClientEvents[K]>[0];
};

/** Everything a protocol client reports: connection changes plus every server event of §7. */
export interface ProtocolEvents extends ServerPayloads {
  connection: ConnectionState;
  connect_error: { message: string; willRetry: boolean };
  /** Reconnection gave up (only with a finite `reconnectionAttempts`). */
  connect_failed: undefined;
  /**
   * `willReconnect`: the client is getting the connection back by itself — after a lost
   * transport (socket.io's own retries) and after a server that closed an authenticated call
   * without refusing it (a restart); not after `authentication_failed` or `disconnect()`.
   */
  disconnect: { reason: string; willReconnect: boolean };
}

export interface ProtocolClient {
  readonly connection: ConnectionState;
  /** Opens the socket (idempotent); `authenticate` follows every (re)connect. */
  connect(): void;
  /** Closes the socket; no automatic reconnection after this. */
  disconnect(): void;
  /**
   * Sends one speech segment as ordered `whisper_audio` chunks. Live audio is never queued:
   * while disconnected the segment is dropped and this returns false.
   */
  sendAudio(chunks: readonly string[], language: string): boolean;
  sendText(payload: AiTextInputPayload): void;
  sendInterruption(payload: AiInterruptionPayload): void;
  endSession(): void;
  on<K extends keyof ProtocolEvents>(
    event: K,
    listener: (payload: ProtocolEvents[K]) => void,
  ): () => void;
  /** Disconnects, stops the ping and drops every listener. */
  destroy(): void;
}

let segmentCounter = 0;

/** A typed socket.io client for exactly the events of spec §7. */
export function createProtocolClient(options: ProtocolClientOptions): ProtocolClient {
  const timers = options.timers ?? defaultTimers;
  const emitter = createEmitter<ProtocolEvents>();
  let connection: ConnectionState = 'disconnected';
  let pingTimer: unknown = null;
  let reconnectTimer: unknown = null;
  /** This connection was authenticated and not refused since: a server close is a restart. */
  let authenticatedHere = false;
  let refused = false;
  /** The app closed or ended the call: nothing reconnects. */
  let closing = false;

  const socket: VoiceSocket = io(
    `${options.url.replace(/\/+$/, '')}${options.namespace ?? VOICE_NAMESPACE}`,
    {
      autoConnect: false,
      // One manager per client, so closing this session never touches another one.
      forceNew: true,
      transports: ['websocket'],
      auth: { token: options.token },
      timeout: options.connectTimeoutMs ?? VOICE_CONNECT_TIMEOUT_MS,
      reconnectionDelay: options.reconnectionDelayMs ?? VOICE_RECONNECT_DELAY_MIN_MS,
      reconnectionDelayMax: options.reconnectionDelayMaxMs ?? VOICE_RECONNECT_DELAY_MAX_MS,
      reconnectionAttempts: options.reconnectionAttempts ?? Number.POSITIVE_INFINITY,
      ...(options.path === undefined ? {} : { path: options.path }),
    },
  );

  const setConnection = (next: ConnectionState) => {
    if (next === connection) return;
    connection = next;
    emitter.emit('connection', next);
  };
  const stopPing = () => {
    if (pingTimer !== null) timers.clearInterval(pingTimer);
    pingTimer = null;
  };

  const cancelReconnect = () => {
    if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
    reconnectTimer = null;
  };

  socket.on('connect', () => {
    authenticatedHere = false;
    refused = false;
    setConnection('connected');
    stopPing();
    pingTimer = timers.setInterval(() => {
      if (socket.connected) socket.emit('ping');
    }, options.pingIntervalMs ?? VOICE_PING_INTERVAL_MS);
    socket.emit(
      'authenticate',
      options.phoneNumber === undefined ? {} : { phoneNumber: options.phoneNumber },
    );
  });
  socket.on('connect_error', (error) => {
    // `active` is false when the server refused the handshake: socket.io will not retry.
    const willRetry = socket.active;
    setConnection(willRetry ? 'connecting' : 'disconnected');
    emitter.emit('connect_error', { message: error.message, willRetry });
  });
  socket.on('disconnect', (reason) => {
    stopPing();
    // A server shutting down closes its sockets ('io server disconnect'), which socket.io never
    // retries; a call that was live and not refused comes back after the spec's 1 s delay, and
    // socket.io's backoff (1–5 s) takes over if the server is not up yet.
    const restart = reason === 'io server disconnect' && authenticatedHere && !refused && !closing;
    if (restart) {
      cancelReconnect();
      reconnectTimer = timers.setTimeout(() => {
        reconnectTimer = null;
        socket.connect();
      }, options.reconnectionDelayMs ?? VOICE_RECONNECT_DELAY_MIN_MS);
    }
    const willReconnect = socket.active || restart;
    setConnection(willReconnect ? 'connecting' : 'disconnected');
    emitter.emit('disconnect', { reason, willReconnect });
  });
  socket.io.on('reconnect_attempt', () => setConnection('connecting'));
  socket.io.on('reconnect_failed', () => {
    setConnection('disconnected');
    emitter.emit('connect_failed', undefined);
  });
  socket.on('authenticated', (payload) => {
    authenticatedHere = true;
    setConnection('authenticated');
    emitter.emit('authenticated', payload);
  });
  socket.on('authentication_failed', (p) => {
    refused = true;
    emitter.emit('authentication_failed', p);
  });
  socket.on('whisper_response', (p) => emitter.emit('whisper_response', p));
  socket.on('ai_response', (p) => emitter.emit('ai_response', p));
  socket.on('ai_interruption_response', (p) => emitter.emit('ai_interruption_response', p));
  socket.on('ai_continuation_response', (p) => emitter.emit('ai_continuation_response', p));
  socket.on('error', (p) => emitter.emit('error', p));

  return {
    get connection() {
      return connection;
    },
    connect() {
      closing = false;
      if (socket.active || reconnectTimer !== null) return;
      setConnection('connecting');
      socket.connect();
    },
    disconnect() {
      closing = true;
      cancelReconnect();
      stopPing();
      if (socket.active || socket.connected) socket.disconnect();
      setConnection('disconnected');
    },
    sendAudio(chunks, language) {
      // Not `socket.volatile`: it drops every chunk after the first of a burst (the transport is
      // busy), cutting a segment in the middle. Dropping the whole segment while disconnected
      // gives live audio the same never-queued behaviour without losing chunks.
      if (!socket.connected) return false;
      segmentCounter += 1;
      const segmentId = `${Date.now().toString(36)}-${segmentCounter}`;
      chunks.forEach((audio, chunkIndex) => {
        socket.emit('whisper_audio', {
          audio,
          sampleRate: VOICE_SAMPLE_RATE,
          language,
          segmentId,
          chunkIndex,
          chunkCount: chunks.length,
        });
      });
      return true;
    },
    sendText(payload) {
      socket.emit('ai_text_input', payload);
    },
    sendInterruption(payload) {
      socket.emit('ai_intelligent_interruption', payload);
    },
    endSession() {
      closing = true;
      if (socket.connected) socket.emit('end_session');
    },
    on: emitter.on,
    destroy() {
      this.disconnect();
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      emitter.clear();
    },
  };
}
