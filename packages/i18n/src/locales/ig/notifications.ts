import type { PartTranslation } from '../../parts';

/** Igbo: notifications. */
const notifications = {
  notifications: {
    title: 'Ọkwa',
    markAllRead: 'Kaa ha niile dị ka agụrụ agụ',
    allMarkedRead: 'Akaala ọkwa niile dị ka agụrụ agụ',
    markAllReadFailed: 'Enweghị ike ịka ọkwa niile dị ka agụrụ agụ',
    markReadFailed: 'Enweghị ike ịka ọkwa a dị ka agụrụ agụ',
    actionFailed: 'Omume ahụ adaala',
    filterPriority: 'Mkpa',
    filterRead: 'Ọnọdụ ịgụ',
    priority: { all: 'Niile', urgent: 'Ngwa ngwa', high: 'Elu', medium: 'Etiti', low: 'Ala' },
    read: { all: 'Niile', unread: 'Agụbeghị', read: 'Agụrụ agụ' },
    unreadCount: '{count} agụbeghị',
    unread: 'Ọhụrụ',
    empty: 'Enweghị ọkwa ebe a.',
    loadFailed: 'Enweghị ike ibudata ọkwa',
    open: 'Meghee',
    action: { accept: 'Nabata', decline: 'Jụ' },
    actionTaken: 'Ị zara: {action}',
    note: 'Tinye okwu (ọ dịghị mkpa)',
    kinds: {
      interestTitle: 'Mmadụ nwere mmasị n’ihe gị',
      interestBody: '{name} nwere mmasị na “{listing}”. Kpọọ ya na {phone}.',
      theyWrote: 'O dere: “{message}”',
      acceptedTitle: 'Onye nwe ihe nabatara mmasị gị',
      acceptedBody: '{name} nabatara mmasị gị na “{listing}”. Kpọọ ya na {phone}.',
      declinedTitle: 'Onye nwe ihe jụrụ mmasị gị',
      declinedBody: '{name} enweghị ike ịnabata onyinye gị na “{listing}” ugbu a.',
      answerTitle: 'Arịrịọ gị nwetara azịza',
      answerBody: '{name} zara arịrịọ gị maka “{product}”: {message} (kpọọ {phone})',
      reportTitle: 'Onye ọrụ nkwado ugbo gị dere akụkọ',
      reportBody: '{name} dere akụkọ gbasara ugbo gị ({type}): {issue}',
      mortalityTitle: 'Ọnwụ anụ dị ukwuu',
      mortalityBody: 'Anụ {count} nwụrụ na {section} n’ụbọchị {date} ({rate}% n’ime anụ ndị ahụ).',
      mortalityAgentTitle: 'Ọnwụ anụ dị ukwuu n’ugbo {name}',
      reminderTitle: 'Oge ide ndekọ eruola',
      reminderBody:
        'Ị chekwabeghị ndekọ kwa ụbọchị ruo ụbọchị {days}. Dee ndekọ taa ka ọnụọgụ gị dị mma.',
    },
    pagination: 'Ibe',
    previous: 'Nke gara aga',
    next: 'Nke ọzọ',
    pageLabel: 'Ibe {page} n’ime {pages}',
  },
} satisfies PartTranslation<'notifications'>;

export default notifications;
