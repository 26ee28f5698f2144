/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_EMAIL_API_BASE?: string;
  readonly VITE_SUPPORT_WHATSAPP?: string;
  readonly VITE_VOICE_AGENT_PHONE?: string;
}
