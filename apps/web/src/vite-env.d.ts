/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_EMAIL_API_BASE?: string;
  readonly VITE_SUPPORT_WHATSAPP?: string;
  readonly VITE_VOICE_AGENT_PHONE?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_SOCIAL_LINKEDIN?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  readonly VITE_SOCIAL_YOUTUBE?: string;
}
