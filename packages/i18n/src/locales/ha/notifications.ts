import type { PartTranslation } from '../../parts';

/** Hausa: notifications. */
const notifications = {
  notifications: {
    title: 'Sanarwa',
    markAllRead: 'Yi wa duka alamar an karanta',
    allMarkedRead: 'An yi wa duk sanarwa alamar an karanta',
    markAllReadFailed: 'An kasa yi wa duk sanarwa alamar an karanta',
    markReadFailed: 'An kasa yi wa sanarwar alamar an karanta',
    actionFailed: 'Aikin ya kasa',
    filterPriority: 'Muhimmanci',
    filterRead: 'Yanayin karatu',
    priority: {
      all: 'Duka',
      urgent: 'Gaggawa',
      high: 'Babba',
      medium: 'Matsakaici',
      low: 'Ƙarami',
    },
    read: { all: 'Duka', unread: 'Ba a karanta ba', read: 'An karanta' },
    unread: 'Sabuwa',
    empty: 'Babu sanarwa a nan.',
    loadFailed: 'An kasa loda sanarwa',
    open: 'Buɗe',
    action: { accept: 'Amince', decline: 'Ƙi' },
    actionTaken: '{gender|{male:Ka,female:Kin,*:Kun}} amsa: {action}',
    note: 'Ƙara bayani (ba dole ba)',
    kinds: {
      helpTitle: 'Manomi yana buƙatar taimako',
      helpVetTitle: 'Manomi yana buƙatar likitan dabbobi',
      helpCall: '{name} ({phone}) yana neman kira: "{topic}".',
      helpUrgent: '{name} ({phone}) ya aika buƙata ta gaggawa: "{topic}".',
      helpReturned: '{name} ({phone}) yana sake jira: an mayar da "{topic}" cikin layi.',
      helpAssigned: '{name} ({phone}) an ba da buƙatarsa ga wani: "{topic}".',
      registeredTitle: 'Manomi ya yi rajista ta USSD',
      registeredBody:
        '{name} ({phone}, {state}) ya yi rajista ta USSD. Kira shi, sannan {gender|{male:ka,female:ki,*:ku}} amince.',
      interestTitle: 'Wani yana sha’awar kayan{gender|{male:ka,female:ki,*:ku}}',
      interestBody: '{name} yana sha’awar “{listing}”. Kira shi a {phone}.',
      theyWrote: 'Ya rubuta: “{message}”',
      acceptedTitle: 'Mai kaya ya amince da sha’awar{gender|{male:ka,female:ki,*:ku}}',
      acceptedBody:
        '{name} ya amince da sha’awar{gender|{male:ka,female:ki,*:ku}} ga “{listing}”. Kira shi a {phone}.',
      declinedTitle: 'Mai kaya ya ƙi sha’awar{gender|{male:ka,female:ki,*:ku}}',
      declinedBody:
        '{name} ba zai iya karɓar tayin{gender|{male:ka,female:ki,*:ku}} kan “{listing}” yanzu ba.',
      answerTitle: 'Buƙatar{gender|{male:ka,female:ki,*:ku}} ta sami amsa',
      answerBody:
        '{name} ya amsa buƙatar{gender|{male:ka,female:ki,*:ku}} ta “{product}”: {message} (kira {phone})',
      reportTitle: 'Jami’in{gender|{male:ka,female:ki,*:ku}} ya rubuta rahoto',
      reportBody:
        '{name} ya rubuta rahoto game da gonar{gender|{male:ka,female:ki,*:ku}} ({type}): {issue}',
      layDropAgentTitle: 'Yawan kwai ya ragu a gonar {name}',
      mortalityTitle: 'Mace-mace da yawa',
      mortalityBody: 'Dabbobi {count} sun mutu a {section} ranar {date} ({rate}% na dabbobin).',
      mortalityAgentTitle: 'Mace-mace da yawa a gonar {name}',
      reminderTitle: 'Lokacin rubutu ya yi',
      reminderBody:
        'Ba {gender|{male:ka,female:ki,*:ku}} ajiye rubutun yau da kullum ba tsawon kwanaki {days}. Rubuta bayanan yau don alkaluman gonar{gender|{male:ka,female:ki,*:ku}} su zama daidai.',
      healthDueTitle: 'Lokacin rigakafi ko magani ya yi',
      healthDueBody: 'Lokacin {item} na {section} ({batch}) ya yi; a bayar kafin {date}.',
      stockLowTitle: 'Abinci ya kusa ƙarewa',
      stockLowBody: '{item}: saura kwana {days} na abinci bisa yadda ake amfani da shi yanzu.',
      medicineLowTitle: 'Magani ya kusa ƙarewa',
      medicineLowBody: '{item}: {left} {unit} kawai ya rage, bai isa wani kashi ba.',
    },
    pagination: 'Shafuka',
    previous: 'Na baya',
    next: 'Na gaba',
    pageLabel: 'Shafi {page} cikin {pages}',
    notices: {
      ninApprovedTitle: 'An tabbatar da NIN',
      ninApprovedBody: 'An tabbatar da Lambar shaidar ɗan ƙasa (NIN) taka.',
      ninRejectedTitle: 'Ba a tabbatar da NIN ba',
      ninRejectedBody:
        'Ba a iya tabbatar da NIN ɗin{gender|{male:ka,female:ki,*:ku}} ba: {reason}. Da fatan {gender|{male:ka,female:ki,*:ku}} duba shi {gender|{male:ka,female:ki,*:ku}} sake miƙa shi.',
      agentAssignedTitle: 'Jami’in faɗakarwar{gender|{male:ka,female:ki,*:ku}}',
      agentAssignedBody:
        '{name} ne jami’in faɗakarwar{gender|{male:ka,female:ki,*:ku}} yanzu. Waya: {phone}.',
      farmerAssignedTitle: 'An ba {gender|{male:ka,female:ki,*:ku}} sabon manomi',
      farmerAssignedBody:
        'An sanya {name} a ƙarƙashin{gender|{male:ka,female:ki,*:ku}}. Waya: {phone}.',
      listingHiddenTitle: 'An cire tallan{gender|{male:ka,female:ki,*:ku}}',
      listingHiddenBody:
        'Mai gudanarwa ya cire tallan{gender|{male:ka,female:ki,*:ku}} “{listing}”: {reason}',
      requestHiddenTitle: 'An cire buƙatar{gender|{male:ka,female:ki,*:ku}}',
      requestHiddenBody:
        'Mai gudanarwa ya cire buƙatar{gender|{male:ka,female:ki,*:ku}} ta “{product}”: {reason}',
      farmersMovedInTitle: 'An tura manoma zuwa gare{gender|{male:ka,female:ki,*:ku}}',
      farmersMovedInBody:
        'Mai gudanarwa ya tura manoma {count} zuwa gare{gender|{male:ka,female:ki,*:ku}}.',
      farmersMovedOutTitle: 'An tura manoma zuwa wani jami’i',
      farmersMovedOutBody:
        'Mai gudanarwa ya tura manoma{gender|{male:nka,female:nki,*:nku}} {count} zuwa {name}.',
    },
    consultationKinds: {
      assignedTitle: 'Ana duba buƙatar{gender|{male:ka,female:ki,*:ku}}',
      assignedBody: '{name} yana duba buƙatar{gender|{male:ka,female:ki,*:ku}} “{topic}”.',
      assigneeTitle: 'An ba {gender|{male:ka,female:ki,*:ku}} buƙatar shawara',
      assigneeBody: '{asker} ({phone}) ya tambaya: “{topic}”.',
      answeredTitle: 'An amsa buƙatar shawarar{gender|{male:ka,female:ki,*:ku}}',
      answeredBody: 'Amsa ga “{topic}”: {message}',
      closedTitle: 'An rufe buƙatar shawara',
      closedBody: 'An rufe buƙatar{gender|{male:ka,female:ki,*:ku}} “{topic}”.',
      replyTitle: 'Manomi ya mayar da martani',
      replyBody: '{name} ya mayar da martani game da “{topic}”: {message}',
    },
    consultationClosed: 'An rufe: {note}',
  },
} satisfies PartTranslation<'notifications'>;

export default notifications;
