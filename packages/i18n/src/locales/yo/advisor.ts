import type { PartTranslation } from '../../parts';

/** Yorùbá: what the offline advisor says. */
const advisorFiles = {
  advisor: {
    kinds: {
      poultry: 'adìẹ',
      fish: 'ẹja',
      pigs: 'ẹlẹ́dẹ̀',
      goats: 'ewúrẹ́',
      sheep: 'àgùntàn',
      cattle: 'màlúù',
    },
    greeting:
      'Ẹ n lẹ́ {name}! Bi mí léèrè nípa àwọn ẹran rẹ — bí àpẹẹrẹ “adìẹ mi kò yé ẹyin dáadáa” tàbí “ìgbà wo ni kí n fún broiler ní àjẹsára?”. Mo lè ràn ọ́ lọ́wọ́ nípa adìẹ, ẹja, ẹlẹ́dẹ̀, ewúrẹ́, àgùntàn àti màlúù.',
    emergency:
      'Èyí lè jẹ́ pàjáwìrì: pe dókítà ẹranko (vet) báyìí — má ṣe dúró. Kí ó tó dé, ya àwọn ẹran tó ń ṣàìsàn sọ́tọ̀, má ṣe ta tàbí jẹ ẹran tó ń ṣàìsàn tàbí tó ti kú, kí o sì pa ènìyàn àti àwọn ẹran mìíràn mọ́ kúrò lọ́dọ̀ wọn.',
    dontKnow:
      'Èmi kò dá mi lójú nípa èyí, n kò sì fẹ́ ṣe àmọ̀ràn láìmọ̀. Mo lè ràn ọ́ lọ́wọ́ nípa adìẹ, ẹja, ẹlẹ́dẹ̀, ewúrẹ́, àgùntàn àti màlúù: àìsàn, àjẹsára, oúnjẹ, ilé wọn àti àkọsílẹ̀ oko rẹ. Tí ẹran bá ń ṣàìsàn, pe dókítà ẹranko tàbí òṣìṣẹ́ tó ń gba àgbẹ̀ nímọ̀ràn.',
    consult:
      'Ṣé o fẹ́ kí ènìyàn wò ó? Ṣí ìjíròrò nínú Kiwo (Consultations), dókítà ẹranko tàbí òṣìṣẹ́ ìgbéga iṣẹ́ àgbẹ̀ yóò sì dá ọ lóhùn.',
    alsoSee: 'Tún wo',
    truncated: '(Ìdáhùn mi gé kúrú níbí. Sọ pé kí n tẹ̀síwájú, tàbí ṣí ìjíròrò fún èyí tó kù.)',
    dose: 'Fún oògùn èyíkéyìí, tẹ̀lé ìtọ́ni orí ìgò tàbí ìwọ̀n tí dókítà ẹranko sọ — n kò lè sọ ìwọ̀n tó dájú láìjẹ́ pé a ti yẹ àwọn ẹran wò.',
    sources: 'Orísun',
    figures: {
      deaths: 'Láti inú àkọsílẹ̀ rẹ: ẹran {deaths} ló kú ní ọjọ́ 30 sẹ́yìn',
      deathsNone: 'Láti inú àkọsílẹ̀ rẹ: kò sí ẹran tó kú ní ọjọ́ 30 sẹ́yìn.',
      deaths7: '{deaths} ní ọjọ́ 7 sẹ́yìn.',
      rate: 'Ìwọ̀n ikú lórí oko rẹ jẹ́ {rate}% (ẹran tó kú ÷ ẹran tí a kó sínú àwọn ìpín rẹ tó ń lọ lọ́wọ́, bí ó ṣe wà lórí dashboard rẹ).',
      deathsRising: 'Èyí pọ̀ ju bó ṣe máa ń rí lórí oko rẹ — tí ikú bá ń pọ̀ sí i, pe dókítà ẹranko.',
      change: 'ó {direction|{up:lọ sókè,down:wálẹ̀}} ní {percent}% ní ìfiwéra pẹ̀lú ọjọ́ 30 ṣáájú',
      changeNew: 'kò sí ikú kankan ní ọjọ́ 30 ṣáájú',
      changeSame: 'ó fẹ́rẹ̀ẹ́ dọ́gba pẹ̀lú ọjọ́ 30 ṣáájú',
      feed: 'Oko rẹ lo oúnjẹ ẹran kílò {kg} ní ọjọ́ 30 sẹ́yìn',
      money: 'Ní ọjọ́ 30 sẹ́yìn, owó tí o tà jẹ́ {sales}, owó tí o ná sì jẹ́ {expenses}.',
      herd: 'O ní ẹran {animals} nínú ìpín {batches} tó ń lọ lọ́wọ́.',
      flock: 'O ní {kind} {animals} nínú ìpín {batches} tó ń lọ lọ́wọ́.',
    },
    farm: {
      noRecords:
        'N kò rí àkọsílẹ̀ oko kankan nínú Kiwo síbẹ̀. Ṣẹ̀dá ìpín kan kí o sì máa kọ àkọsílẹ̀ lójoojúmọ́, màá sì lè dáhùn ìbéèrè nípa oko rẹ.',
      noneOfKind: 'O kò ní {kind} nínú ìpín tó ń lọ lọ́wọ́; èyí ni gbogbo ìpín rẹ.',
      noDeathsWeek: 'Kò sí ẹran tó kú ní ọ̀sẹ̀ yìí (láti ọjọ́ Ajé) nínú ìpín kankan.',
      noDeathsLife: 'Kò sí ikú tí a kọ sílẹ̀ nínú àwọn ìpín rẹ tó ń lọ lọ́wọ́.',
      worstWeek:
        'Ní ọ̀sẹ̀ yìí (láti ọjọ́ Ajé), {name} ló burú jù: ẹran {deaths} ló kú, ìyẹn {rate}% nínú àwọn ẹran rẹ̀.',
      worstLife:
        '{name} ló burú jù láti ìbẹ̀rẹ̀ rẹ̀: ẹran {deaths} ló kú, ìyẹn {rate}% nínú àwọn ẹran tí a kó sí i.',
      others: 'Àwọn yòókù: {items}.',
      checkWorst:
        'Yẹ ìpín yìí wò lónìí: omi, oúnjẹ, ooru àti àmì àìsàn; tí ikú bá ń bá a lọ, pe dókítà ẹranko.',
      deathsMonth: 'Ẹran {current} ló kú ní ọjọ́ 30 sẹ́yìn ({prior} ní ọjọ́ 30 ṣáájú ìyẹn).',
      deathsWeek: 'Ẹran {total} ló kú ní ọ̀sẹ̀ yìí (láti ọjọ́ Ajé).',
      deathsWeekOf: '{total} ló kú ní ọ̀sẹ̀ yìí (láti ọjọ́ Ajé).',
      byBatch: 'Ní ìpín kọ̀ọ̀kan: {items}.',
      rate: 'Ìwọ̀n ikú lórí oko rẹ jẹ́ {rate}%: ẹran {deaths} ló kú nínú ẹran {placed} tí a kó sínú àwọn ìpín rẹ tó ń lọ lọ́wọ́ (bákan náà pẹ̀lú dashboard rẹ).',
      rateOf: '{name}: ìwọ̀n ikú {rate}% (ẹran {deaths} nínú {placed} tí a kó sí i).',
      moneyProfit:
        '{names}: owó tí o tà jẹ́ {sales}, owó tí o ná jẹ́ {expenses} láti ìbẹ̀rẹ̀ ìpín náà — èrè {profit}.',
      moneyLoss:
        '{names}: owó tí o tà jẹ́ {sales}, owó tí o ná jẹ́ {expenses} láti ìbẹ̀rẹ̀ ìpín náà — àdánù {loss}.',
      money30: 'Ní ọjọ́ 30 sẹ́yìn: owó tí o tà {sales}, owó tí o ná {expenses}.',
      feed: '{name} jẹ oúnjẹ kílò {kg} ní ọjọ́ 30 sẹ́yìn.',
      weightNone: '{name}: a kò tíì kọ ìwọ̀n wọn sílẹ̀.',
      weightLatest: '{name}: ìwọ̀n àròpọ̀ tó kẹ́yìn jẹ́ kílò {kg}.',
      weightTrend:
        '{name}: ìwọ̀n àròpọ̀ jẹ́ kílò {kg} nígbà tí a wọ̀n wọ́n kẹ́yìn, {trend|{up:ó ti lọ sókè láti,down:ó ti wálẹ̀ láti,same:bákan náà pẹ̀lú}} kílò {previous} ti ìgbà tó ṣáájú.',
      lastRecord: 'Àkọsílẹ̀ rẹ tó kẹ́yìn jẹ́ ti ọjọ́ {date}.',
      noRecordYet: 'O kò tíì kọ àkọsílẹ̀ kankan.',
      noConsultations:
        'O kò ní ìjíròrò kankan tó ṣí sílẹ̀ pẹ̀lú dókítà ẹranko tàbí òṣìṣẹ́ ìgbéga iṣẹ́ àgbẹ̀.',
      consultations:
        'O ní ìjíròrò {open} tó ṣí sílẹ̀ pẹ̀lú dókítà ẹranko tàbí òṣìṣẹ́ ìgbéga iṣẹ́ àgbẹ̀.',
      laying:
        '{batch}: ìwọ̀n ìyẹ́ ẹyin jẹ́ {rate}% ní ọjọ́ {date} (ẹyin {eggs} láti ọ̀dọ̀ adìẹ {hens}: kírétì {crates} àti ẹyin {loose}), ẹyin {cracked} ló fọ́.',
      layingTrend:
        '{trend|{up:Ó ti lọ sókè láti,down:Ó ti wálẹ̀ láti,same:Ó dọ́gba pẹ̀lú}} àròpọ̀ {previous}% ti àwọn ọjọ́ tó ṣáájú.',
      layingWeek: 'Ní ọjọ́ 7 sẹ́yìn: ẹyin {eggs}, {cracked} ló fọ́.',
      layDrop:
        'Ìkìlọ̀: ìwọ̀n ìyẹ́ ẹyin {batch} ti wálẹ̀ ní ìdá {points} láàárín ọjọ́ 3 (láti {from}% sí {to}%). Yẹ omi, oúnjẹ, ìmọ́lẹ̀ àti àmì àìsàn wò lónìí; tí ó bá ń wálẹ̀ sí i, pe dókítà ẹranko.',
      noLaying: 'A kò kọ ẹyin adìẹ rẹ sílẹ̀ ní ọjọ́ 30 sẹ́yìn.',
      milk: '{batch}: wàrà lítà {litres} ní ọjọ́ {date}; lítà {week} ní ọjọ́ 7 sẹ́yìn.',
      noMilk: 'A kò kọ wàrà sílẹ̀ ní ọjọ́ 30 sẹ́yìn.',
      feedLeft:
        '{item}: kílò {kg} ló kù; máa kọ oúnjẹ tí o ń lò lójoojúmọ́ sílẹ̀, màá sì sọ ọjọ́ mélòó tí yóò tó.',
      feedLeftDays: '{item}: kílò {kg} ló kù — ọjọ́ {days} ló kù tí o bá ń lo kílò {daily} lójúmọ́.',
      feedLow: 'Ó ti kéré: ra oúnjẹ sí i báyìí.',
      noFeedStock:
        'O kò tíì kọ oúnjẹ tí o rà sínú Ohun ìpamọ́ (Stock), nítorí náà n kò mọ iye tó kù. Fi oúnjẹ tí o rà kún Ohun ìpamọ́.',
      healthOverdue:
        'Àkókò {item} fún {batch} ({section}) ti kọjá: ó yẹ kí ó ti wáyé kí {to} tó dé.',
      healthDue: 'Àkókò {item} fún {batch} ({section}) tó: láàárín {from} sí {to}.',
      noHealthDue:
        'Kò sí àjẹsára tàbí ìtọ́jú tí àkókò rẹ̀ tó tàbí ti kọjá nínú àwọn ìpín rẹ tó ń lọ lọ́wọ́.',
    },
  },
} satisfies PartTranslation<'advisor'>;

export default advisorFiles;
