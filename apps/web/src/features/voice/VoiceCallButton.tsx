import { Button, PhoneIcon } from '@kiwo/ui';
import { type ComponentType, useState } from 'react';
import { useAuth } from '../../stores/auth';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import type { VoiceCallProps } from './VoiceCall';

type VoiceCallComponent = ComponentType<VoiceCallProps>;

const loadVoiceCall = () => import('./VoiceCall');
// Fetched on intent (pointer over, focus, press start), so on a good network it is in by the
// press; the VAD model and wasm still wait for the call itself (ADR 0017).
const preloadVoiceCall = () => {
  loadVoiceCall().catch(() => {});
};

/**
 * "Talk to the AI vet": opens the voice dialog. Its code (voice-agent, socket.io-client,
 * vad-web) is a separate chunk fetched on the first press, so the dashboard stays light; the
 * VAD model and onnxruntime wasm load later still, when the farmer starts talking.
 */
export function VoiceCallButton() {
  const { t } = useI18n();
  const { token } = useAuth();
  const [VoiceCall, setVoiceCall] = useState<VoiceCallComponent | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);

  if (!token) return null;

  const openCall = async () => {
    if (VoiceCall) {
      setOpen(true);
      return;
    }
    setLoading(true);
    try {
      const module = await loadVoiceCall();
      setVoiceCall(() => module.default);
      setOpen(true);
    } catch {
      toast({ title: t.voice.loadFailed(), variant: 'destructive' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        onHoverStart={preloadVoiceCall}
        onFocus={preloadVoiceCall}
        onPressStart={preloadVoiceCall}
        onPress={() => void openCall()}
        isPending={loading}
        pendingLabel={t.app.loading()}
      >
        <PhoneIcon />
        {t.voice.open()}
      </Button>
      {open && VoiceCall && <VoiceCall onClose={() => setOpen(false)} />}
    </>
  );
}
