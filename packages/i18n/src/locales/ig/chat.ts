import type { PartTranslation } from '../../parts';

/** Igbo: the advisor chat. */
const chat = {
  chat: {
    close: 'Mechie mkparịta ụka',
    title: 'Onye enyemaka ọrụ ugbo AI',
    welcome: 'Ndewo {name}! Abụ m onye enyemaka ọrụ ugbo AI gị. Kedu ka m ga-esi nyere gị aka taa?',
    thinking: 'AI na-eche echiche...',
    error: 'Ndo, e nwere nsogbu. Biko nwaa ọzọ.',
    messageLabel: 'Ajụjụ gị',
    placeholder: 'Jụọ gbasara anụmanụ gị, nri ha ma ọ bụ ndekọ gị…',
    send: 'Zipu',
    hint: 'Enter iji zipu · Shift+Enter maka ahịrị ọhụrụ',
    conversation: 'Mkparịta ụka',
    you: 'Gị',
    assistant: 'Onye enyemaka AI',
    like: 'Azịza a bara uru',
    dislike: 'Azịza a abaghị uru',
    feedbackFailed: 'Anyị enweghị ike ichekwa echiche gị. Biko nwaa ọzọ.',
    loadFailed: 'Anyị enweghị ike imepe mkparịta ụka ahụ. Lelee njikọ gị ma nwaa ọzọ.',
    historyFailed: 'Anyị enweghị ike ibudata ozi gị ndị gara aga.',
    tooLong: 'Ozi gị dị ogologo karịa: mkpụrụedemede {max} bụ oke.',
    signedOutTitle: 'Kparịta ụka na anyị',
    signedOutBody:
      'Banye ka ị jụọ onye enyemaka ọrụ ugbo AI, ma ọ bụ gwa ndị otu Kiwo okwu na WhatsApp.',
    whatsApp: 'Kparịta ụka na anyị na WhatsApp',
    whatsAppGreeting: 'Ndewo Kiwo, achọrọ m enyemaka maka ugbo m.',
  },
} satisfies PartTranslation<'chat'>;

export default chat;
