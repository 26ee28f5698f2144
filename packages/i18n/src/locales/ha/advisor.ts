import type { PartTranslation } from '../../parts';

/**
 * Hausa: what the offline advisor says. It speaks to the farmer: a man (ka), a woman (ki) and
 * someone whose gender is not known (the respectful ku) in different words (ADR 0053).
 */
const advisorFiles = {
  advisor: {
    kinds: {
      poultry: 'kaji',
      fish: 'kifi',
      pigs: 'aladu',
      goats: 'awaki',
      sheep: 'tumaki',
      cattle: 'shanu',
    },
    greeting:
      'Sannu {name}! {gender|{male:Ka,female:Ki,*:Ku}} tambaye ni game da dabbobin{gender|{male:ka,female:ki,*:ku}} — misali “kajina ba sa yin ƙwai sosai” ko “yaushe zan yi wa broiler rigakafi?”. Ina taimakawa game da kaji, kifi, aladu, awaki, tumaki da shanu.',
    emergency:
      'Wannan na iya zama gaggawa: {gender|{male:ka,female:ki,*:ku}} kira likitan dabbobi (vet) yanzu — kada {gender|{male:ka,female:ki,*:ku}} jira. Kafin ya zo, {gender|{male:ka,female:ki,*:ku}} ware marasa lafiya, kada {gender|{male:ka,female:ki,*:ku}} sayar ko {gender|{male:ka,female:ki,*:ku}} ci dabbar da ba ta da lafiya ko wadda ta mutu, {gender|{male:ka,female:ki,*:ku}} hana mutane da sauran dabbobi kusantar su.',
    dontKnow:
      'Ban tabbata game da wannan ba, kuma ba na so in yi hasashe. Ina taimakawa game da kaji, kifi, aladu, awaki, tumaki da shanu: cututtuka, rigakafi, abinci, gidaje da bayanan gonar{gender|{male:ka,female:ki,*:ku}}. Idan dabba ba ta da lafiya, {gender|{male:ka,female:ki,*:ku}} kira likitan dabbobi ko malamin gona.',
    consult:
      '{gender|{male:Kana,female:Kina,*:Kuna}} so mutum ya duba? {gender|{male:Ka,female:Ki,*:Ku}} buɗe tuntuɓa a cikin Kiwo (Consultations), likitan dabbobi ko malamin gona zai amsa {gender|{male:maka,female:miki,*:muku}}.',
    alsoSee: '{gender|{male:Ka,female:Ki,*:Ku}} kuma duba',
    truncated:
      '(Amsata ta yanke a nan. {gender|{male:Ka,female:Ki,*:Ku}} ce in ci gaba, ko {gender|{male:ka,female:ki,*:ku}} buɗe tuntuɓa don sauran.)',
    dose: 'Ga kowane magani, {gender|{male:ka,female:ki,*:ku}} bi umarnin kwalba ko na likitan dabbobi — ba zan iya ba da adadi mai aminci ba tare da an duba dabbobin ba.',
    sources: 'Madogara',
    figures: {
      deaths:
        'Daga bayanan{gender|{male:ka,female:ki,*:ku}}: mutuwa {deaths} a kwanaki 30 da suka wuce',
      deathsNone:
        'Daga bayanan{gender|{male:ka,female:ki,*:ku}}: babu mutuwa a kwanaki 30 da suka wuce.',
      deaths7: '{deaths} a kwanaki 7 da suka wuce.',
      rate: 'Yawan mutuwa a gonar{gender|{male:ka,female:ki,*:ku}} {rate}% (mutuwa ÷ dabbobin da aka saka a rukunan{gender|{male:ka,female:ki,*:ku}} masu aiki, kamar a allon bayanan{gender|{male:ka,female:ki,*:ku}}).',
      deathsRising:
        'Wannan ya fi yadda aka saba a gonar{gender|{male:ka,female:ki,*:ku}} — idan mutuwa ta ci gaba da ƙaruwa, {gender|{male:ka,female:ki,*:ku}} kira likitan dabbobi.',
      change:
        '{direction|{up:ƙari,down:ragi}} {percent}% idan aka kwatanta da kwanaki 30 kafin haka',
      changeNew: 'babu ko ɗaya a kwanaki 30 kafin haka',
      changeSame: 'kusan daidai da kwanaki 30 kafin haka',
      feed: 'Gonar{gender|{male:ka,female:ki,*:ku}} ta yi amfani da abinci kilo {kg} a kwanaki 30 da suka wuce',
      money: 'A kwanaki 30 da suka wuce, kuɗin sayarwa {sales}, kashe kuɗi kuma {expenses}.',
      herd: '{gender|{male:Kana,female:Kina,*:Kuna}} da dabbobi {animals} a rukuni {batches} masu aiki.',
      flock:
        '{gender|{male:Kana,female:Kina,*:Kuna}} da {kind} {animals} a rukuni {batches} masu aiki.',
    },
    farm: {
      noRecords:
        'Ban ga bayanan gona a cikin Kiwo ba tukuna. {gender|{male:Ka,female:Ki,*:Ku}} ƙara rukuni {gender|{male:ka,female:ki,*:ku}} riƙa rubuta bayanai kowace rana, sai in iya amsa tambayoyi game da gonar{gender|{male:ka,female:ki,*:ku}}.',
      noneOfKind:
        'Ba {gender|{male:ka,female:ki,*:ku}} da {kind} a rukunin da ke aiki; ga dukkan rukunan{gender|{male:ka,female:ki,*:ku}}.',
      noDeathsWeek: 'Babu dabbar da ta mutu a wannan makon (tun ranar Litinin) a kowane rukuni.',
      noDeathsLife:
        'Babu mutuwa da aka rubuta a rukunan{gender|{male:ka,female:ki,*:ku}} masu aiki.',
      worstWeek:
        'A wannan makon (tun ranar Litinin), {name} ne ya fi muni: mutuwa {deaths}, wato {rate}% na dabbobinsa.',
      worstLife:
        '{name} ne ya fi muni tun farkonsa: mutuwa {deaths}, wato {rate}% na dabbobin da aka saka.',
      others: 'Sauran: {items}.',
      checkWorst:
        '{gender|{male:Ka,female:Ki,*:Ku}} duba wannan rukunin yau: ruwa, abinci, zafi da alamun cuta; idan mutuwa ta ci gaba, {gender|{male:ka,female:ki,*:ku}} kira likitan dabbobi.',
      deathsMonth:
        'Dabbobi {current} ne suka mutu a kwanaki 30 da suka wuce ({prior} a kwanaki 30 kafin haka).',
      deathsWeek: 'Dabbobi {total} ne suka mutu a wannan makon (tun ranar Litinin).',
      deathsWeekOf: '{total} ne suka mutu a wannan makon (tun ranar Litinin).',
      byBatch: 'Ta kowane rukuni: {items}.',
      rate: 'Yawan mutuwa a gonar{gender|{male:ka,female:ki,*:ku}} {rate}%: mutuwa {deaths} cikin dabbobi {placed} da aka saka a rukunan{gender|{male:ka,female:ki,*:ku}} masu aiki (daidai da allon bayanan{gender|{male:ka,female:ki,*:ku}}).',
      rateOf: '{name}: yawan mutuwa {rate}% (mutuwa {deaths} cikin {placed} da aka saka).',
      moneyProfit:
        '{names}: kuɗin sayarwa {sales}, kashe kuɗi {expenses} tun farkon rukunin — riba {profit}.',
      moneyLoss:
        '{names}: kuɗin sayarwa {sales}, kashe kuɗi {expenses} tun farkon rukunin — asara {loss}.',
      money30: 'A kwanaki 30 da suka wuce: sayarwa {sales}, kashe kuɗi {expenses}.',
      feed: '{name} sun ci abinci kilo {kg} a kwanaki 30 da suka wuce.',
      weightNone: '{name}: ba a rubuta nauyi ba tukuna.',
      weightLatest: '{name}: matsakaicin nauyi na ƙarshe kilo {kg}.',
      weightTrend:
        '{name}: matsakaicin nauyi kilo {kg} a awo na ƙarshe, {trend|{up:ya ƙaru daga,down:ya ragu daga,same:daidai da}} kilo {previous} a awon da ya gabata.',
      lastRecord: 'Bayanan{gender|{male:ka,female:ki,*:ku}} na ƙarshe na ranar {date} ne.',
      noRecordYet: 'Ba {gender|{male:ka,female:ki,*:ku}} rubuta bayanai ba tukuna.',
      noConsultations:
        'Ba {gender|{male:ka,female:ki,*:ku}} da tuntuɓa a buɗe da likitan dabbobi ko malamin gona.',
      consultations:
        '{gender|{male:Kana,female:Kina,*:Kuna}} da tuntuɓa {open} a buɗe da likitan dabbobi ko malamin gona.',
      laying:
        '{batch}: yawan kwai {rate}% a ranar {date} (kwai {eggs} daga kaji {hens}: kiret {crates} da kwai {loose}), fasassun kwai {cracked}.',
      layingTrend:
        '{trend|{up:Ya ƙaru daga,down:Ya ragu daga,same:Daidai yake da}} matsakaicin {previous}% na kwanakin baya.',
      layingWeek: 'A kwanaki 7 da suka wuce: kwai {eggs}, fasassu {cracked}.',
      layDrop:
        'Gargaɗi: yawan kwai na {batch} ya faɗi da maki {points} a kwana 3 (daga {from}% zuwa {to}%). {gender|{male:Ka,female:Ki,*:Ku}} duba ruwa, abinci, haske da alamun cuta yau; idan ya ci gaba da faɗuwa, {gender|{male:ka,female:ki,*:ku}} kira likitan dabbobi.',
      noLaying: 'Ba a rubuta kwai na kajin kwai ba a kwanaki 30 da suka wuce.',
      milk: '{batch}: nono lita {litres} a ranar {date}; lita {week} a kwanaki 7 da suka wuce.',
      noMilk: 'Ba a rubuta nono ba a kwanaki 30 da suka wuce.',
      feedLeft:
        '{item}: saura kilo {kg}; {gender|{male:ka,female:ki,*:ku}} riƙa rubuta abincin da {gender|{male:kake,female:kike,*:kuke}} amfani da shi kowace rana, sai in faɗi kwana nawa zai isa.',
      feedLeftDays:
        '{item}: saura kilo {kg} — saura kwana {days} idan ana amfani da kilo {daily} a rana.',
      feedLow: 'Ya yi ƙasa: {gender|{male:ka,female:ki,*:ku}} sayi ƙarin abinci yanzu.',
      noFeedStock:
        'Ba {gender|{male:ka,female:ki,*:ku}} rubuta sayen abinci a Kayan ajiya (Stock) ba, don haka ban san nawa ya rage ba. {gender|{male:Ka,female:Ki,*:Ku}} ƙara sayayyar abinci a Kayan ajiya.',
      healthOverdue: 'Lokacin {item} na {batch} ({section}) ya wuce: ya kamata a yi kafin {to}.',
      healthDue: 'Lokacin {item} na {batch} ({section}) ya yi: tsakanin {from} da {to}.',
      noHealthDue:
        'Babu rigakafi ko magani da lokacinsa ya yi ko ya wuce a rukunan{gender|{male:ka,female:ki,*:ku}} masu aiki.',
    },
  },
} satisfies PartTranslation<'advisor'>;

export default advisorFiles;
