/**
 * Deployment settings of the web app (Vite env, read at build time). Numbers and links are
 * configuration, never constants in code; the defaults only make a local run complete.
 */
export const webConfig = {
  /** Support WhatsApp number in international form without "+", for wa.me links. */
  supportWhatsApp: import.meta.env.VITE_SUPPORT_WHATSAPP ?? '2348000000000',
  /** The AI voice agent's phone line (spec §1 "{phone}"). */
  voiceAgentPhone: import.meta.env.VITE_VOICE_AGENT_PHONE ?? '+2348000000000',
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL ?? 'hello@kiwo.ng',
  /** Brand names are proper nouns, the same in every language. */
  social: [
    {
      name: 'LinkedIn',
      href: import.meta.env.VITE_SOCIAL_LINKEDIN ?? 'https://www.linkedin.com/company/kiwoafrica',
    },
    {
      name: 'Facebook',
      href: import.meta.env.VITE_SOCIAL_FACEBOOK ?? 'https://www.facebook.com/kiwoafrica',
    },
    {
      name: 'Instagram',
      href: import.meta.env.VITE_SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/kiwoafrica',
    },
    {
      name: 'YouTube',
      href: import.meta.env.VITE_SOCIAL_YOUTUBE ?? 'https://www.youtube.com/@kiwoafrica',
    },
  ],
};

/**
 * "Chat with Us": WhatsApp with a greeting naming the user (spec §2), to `number` (the server's
 * chatbot number, `useChatNumber`) or the build's support number.
 */
export const whatsAppLink = (greeting: string, number = webConfig.supportWhatsApp) =>
  `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
