import type { PartTranslation } from '../../parts';

/** Yorùbá: notifications. */
const notifications = {
  notifications: {
    title: 'Ìfitónilétí',
    markAllRead: 'Sàmì sí gbogbo wọn pé a ti kà wọ́n',
    allMarkedRead: 'A ti sàmì sí gbogbo ìfitónilétí pé a ti kà wọ́n',
    markAllReadFailed: 'A kò lè sàmì sí gbogbo ìfitónilétí pé a ti kà wọ́n',
    markReadFailed: 'A kò lè sàmì sí ìfitónilétí náà pé a ti kà á',
    actionFailed: 'Ìṣe náà kùnà',
    filterPriority: 'Bí ó ti ṣe pàtàkì tó',
    filterRead: 'Ipò kíkà',
    priority: { all: 'Gbogbo', urgent: 'Kánjúkánjú', high: 'Gíga', medium: 'Àárín', low: 'Kékeré' },
    read: { all: 'Gbogbo', unread: 'Èyí tí a kò kà', read: 'Èyí tí a ti kà' },
    unreadCount: '{count} tí a kò tíì kà',
    unread: 'Tuntun',
    empty: 'Kò sí ìfitónilétí níbí.',
    loadFailed: 'A kò lè gbé àwọn ìfitónilétí wá',
    open: 'Ṣí i',
    action: { accept: 'Gbà á', decline: 'Kọ̀ ọ́' },
    actionTaken: 'O dáhùn: {action}',
    note: 'Fi àkíyèsí kún un (kò pọn dandan)',
    kinds: {
      helpTitle: 'Àgbẹ̀ kan nílò ìrànlọ́wọ́',
      helpVetTitle: 'Àgbẹ̀ kan nílò dókítà ẹranko',
      helpCall: '{name} ({phone}) ń béèrè ìpè: "{topic}".',
      helpUrgent: '{name} ({phone}) fi ìbéèrè kánjúkánjú ránṣẹ́: "{topic}".',
      helpAssigned: 'A ti yàn ìbéèrè {name} ({phone}) fún ẹnìkan: "{topic}".',
      registeredTitle: 'Àgbẹ̀ kan forúkọ sílẹ̀ nípasẹ̀ USSD',
      registeredBody:
        '{name} ({phone}, {state}) forúkọ sílẹ̀ nípasẹ̀ USSD. Pè é, lẹ́yìn náà fọwọ́ sí i.',
      interestTitle: 'Ẹnìkan nífẹ̀ẹ́ sí ọjà rẹ',
      interestBody: '{name} nífẹ̀ẹ́ sí “{listing}”. Pè é lórí {phone}.',
      theyWrote: 'Ó kọ pé: “{message}”',
      acceptedTitle: 'Ẹni tó ni ọjà gba ìfẹ́ rẹ',
      acceptedBody: '{name} gba ìfẹ́ rẹ sí “{listing}”. Pè é lórí {phone}.',
      declinedTitle: 'Ẹni tó ni ọjà kọ ìfẹ́ rẹ',
      declinedBody: '{name} kò lè gba ìfilọ̀ rẹ lórí “{listing}” báyìí.',
      answerTitle: 'Ìbéèrè rẹ ti ní ìdáhùn',
      answerBody: '{name} dáhùn ìbéèrè rẹ fún “{product}”: {message} (pe {phone})',
      reportTitle: 'Aṣojú rẹ ti kọ ìròyìn',
      reportBody: '{name} kọ ìròyìn nípa oko rẹ ({type}): {issue}',
      mortalityTitle: 'Ikú ẹran pọ̀',
      mortalityBody: 'Ẹran {count} kú ní {section} ní ọjọ́ {date} ({rate}% nínú àwọn ẹran).',
      mortalityAgentTitle: 'Ikú ẹran pọ̀ ní oko {name}',
      reminderTitle: 'Àkókò láti kọ àkọsílẹ̀',
      reminderBody:
        'O kò tíì fi àkọsílẹ̀ ojoojúmọ́ pamọ́ fún ọjọ́ {days}. Kọ àkọsílẹ̀ ti òní kí àwọn ìṣirò rẹ lè péye.',
    },
    pagination: 'Àwọn ojú-ìwé',
    previous: 'Ti tẹ́lẹ̀',
    next: 'Tó kàn',
    pageLabel: 'Ojú-ìwé {page} nínú {pages}',
  },
} satisfies PartTranslation<'notifications'>;

export default notifications;
