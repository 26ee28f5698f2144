import { VoiceDialog, type VoiceDialogLabels } from '@kiwo/ui';
import { useVoiceSession } from '@kiwo/voice-agent/react';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../stores/auth';
import { useI18n } from '../../stores/locale';
import { setPushToTalkSetting, useVoiceSettings } from '../../stores/voice';
import { formatVoiceTime, ivrUrl, statusText } from './voiceText';

export interface VoiceCallProps {
  /** The dialog finished (End Call, ×, Escape): the caller unmounts this component. */
  onClose: () => void;
}

/**
 * The voice call to the AI vet: one `@kiwo/voice-agent` session for as long as this is mounted,
 * rendered by the ui `VoiceDialog`. Loaded lazily by `VoiceCallButton`, so socket.io-client,
 * vad-web and onnxruntime-web reach the phone only when a farmer opens the call.
 */
export default function VoiceCall({ onClose }: VoiceCallProps) {
  const { t, locale } = useI18n();
  const { token } = useAuth();
  const [url] = useState(ivrUrl);
  const [starting, setStarting] = useState(false);
  // Hold to talk (ADR 0069): for noisy places, the mic opens only while held. Remembered on
  // this phone, so the next call starts in the mode the last one ended in.
  const { pushToTalk } = useVoiceSettings();
  // The user's own session token authenticates the call (never a fixed phone number).
  const { state, session } = useVoiceSession(
    token ? { url, token, language: locale, pushToTalk } : null,
  );
  const v = t.voice;

  const labels: VoiceDialogLabels = {
    title: v.title(),
    close: v.close(),
    connected: v.connected(),
    disconnected: v.disconnected(),
    connecting: v.connecting(),
    httpsTitle: v.httpsTitle(),
    httpsBody: v.httpsBody(),
    startCaption: v.startCaption(),
    stopCaption: v.stopCaption(),
    starting: v.starting(),
    aiSpeaking: v.aiSpeaking(),
    mobileHint: v.mobileHint(),
    transcript: v.transcript(),
    transcriptEmpty: v.transcriptEmpty(),
    you: v.you(),
    ai: v.ai(),
    endCall: v.endCall(),
    pushToTalk: v.pushToTalk(),
    pushToTalkHint: v.pushToTalkHint(),
    holdToTalk: v.holdToTalk(),
    releaseToSend: v.releaseToSend(),
    typeLabel: v.typeLabel(),
    send: v.send(),
  };

  const startCall = async () => {
    if (!session || starting) return;
    setStarting(true);
    try {
      await session.start();
    } finally {
      setStarting(false);
    }
  };

  const toggleListening = async () => {
    if (!session || starting) return;
    if (state.listening) {
      await session.stop();
      return;
    }
    await startCall();
  };

  // Turning hold-to-talk on starts the call at once, so the microphone permission and the model
  // are settled before the first hold (a hold spent on the permission prompt would be lost).
  const changePushToTalk = (on: boolean) => {
    setPushToTalkSetting(on);
    session?.setPushToTalk(on);
    if (on && !state.listening) void startCall();
  };
  // A call that opens in hold-to-talk settles the microphone the same way, once.
  const settled = useRef(false);
  useEffect(() => {
    if (!session || settled.current) return;
    settled.current = true;
    if (pushToTalk) void startCall();
  });

  // End Call, ×, and Escape all end the call: mic off, audio off, end_session, disconnect.
  const endCall = async () => {
    await session?.endCall();
    onClose();
  };

  return (
    <VoiceDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) void endCall();
      }}
      labels={labels}
      connection={
        state.connection === 'authenticated' || state.connection === 'connected'
          ? 'connected'
          : state.connection
      }
      status={statusText(t, state.status)}
      statusKind={state.status.kind}
      isListening={state.listening}
      isStarting={starting}
      isAiSpeaking={state.aiSpeaking}
      isSecure={window.isSecureContext}
      transcript={state.transcript}
      formatTime={formatVoiceTime}
      onToggleListening={() => void toggleListening()}
      onEndCall={() => void endCall()}
      isPushToTalk={pushToTalk}
      onPushToTalkChange={changePushToTalk}
      isTalking={state.talking}
      onTalkPress={() => void session?.pressToTalk()}
      onTalkRelease={() => session?.releaseToTalk()}
      onSendText={(text) => session?.sendText(text)}
      canSendText={state.connection === 'authenticated'}
    />
  );
}
