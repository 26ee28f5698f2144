// Mounts the README's React quick start. `VoiceCall.tsx` is not in the repository: the consumer
// test writes it from README.md ("Quick start (React)") so the README and this page cannot drift.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { VoiceCall } from './VoiceCall';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <VoiceCall token="demo-token" />
  </StrictMode>,
);
