import type { PartTranslation } from '../../parts';

/** Igbo: what the offline advisor says. */
const advisorFiles = {
  advisor: {
    kinds: {
      poultry: 'ọkụkọ',
      fish: 'azụ',
      pigs: 'ezi',
      goats: 'ewu',
      sheep: 'atụrụ',
      cattle: 'ehi',
    },
    greeting:
      'Ndewo {name}! Jụọ m ajụjụ gbasara anụmanụ gị — dịka ọmụmaatụ “ọkụkọ m anaghị eyi akwa nke ọma” ma ọ bụ “olee mgbe m ga-enye broiler ọgwụ mgbochi?”. Enwere m ike inyere gị aka gbasara ọkụkọ, azụ, ezi, ewu, atụrụ na ehi.',
    emergency:
      'Nke a nwere ike ịbụ ihe mberede: kpọọ dọkịta anụmanụ (vet) ugbu a — echela. Tupu ọ bịa, kewapụ anụmanụ na-arịa ọrịa, erela ma ọ bụ rie anụ na-arịa ọrịa ma ọ bụ nke nwụrụ anwụ, ma mee ka ndị mmadụ na anụmanụ ndị ọzọ ghara ịbịaru ha nso.',
    dontKnow:
      'O doghị m anya gbasara nke a, achọghịkwa m ịkọ nkọ. Enwere m ike inyere gị aka gbasara ọkụkọ, azụ, ezi, ewu, atụrụ na ehi: ọrịa, ọgwụ mgbochi, nri, ụlọ ha na ndekọ ugbo gị. Ọ bụrụ na anụmanụ na-arịa ọrịa, kpọọ dọkịta anụmanụ ma ọ bụ onye ndụmọdụ ọrụ ugbo gị.',
    consult:
      'Ị chọrọ ka mmadụ lelee ya? Mepee ajụjụ nye ọkachamara na Kiwo (Consultations), dọkịta anụmanụ ma ọ bụ onye ndụmọdụ ọrụ ugbo ga-aza gị.',
    alsoSee: 'Lelekwa',
    truncated:
      '(Azịza m kwụsịrị ebe a. Gwa m ka m gaa n’ihu, ma ọ bụ mepee ndụmọdụ okachamara maka nke fọdụrụ.)',
    dose: 'Maka ọgwụ ọ bụla, soro ntụziaka dị na karama ma ọ bụ ọnụọgụ dọkịta anụmanụ nyere — enweghị m ike ịkọwa ọnụọgụ dị mma n’enyochaghị anụmanụ ndị ahụ.',
    sources: 'Ntụaka',
    figures: {
      deaths: 'Site na ndekọ gị: anụmanụ {deaths} nwụrụ n’ụbọchị 30 gara aga',
      deathsNone: 'Site na ndekọ gị: ọ dịghị anụmanụ nwụrụ n’ụbọchị 30 gara aga.',
      deaths7: '{deaths} n’ụbọchị 7 gara aga.',
      rate: 'Ọnụọgụ ọnwụ n’ugbo gị bụ {rate}% (ndị nwụrụ ÷ anụmanụ e tinyere n’ìgwè gị na-arụ ọrụ, dịka ọ dị na dashboard gị).',
      deathsRising:
        'Nke a karịrị ka ọ na-adị n’ugbo gị — ọ bụrụ na ọnwụ na-aba ụba, kpọọ dọkịta anụmanụ.',
      change:
        'ọ {direction|{up:rịgoro,down:belatara}} {percent}% ma e jiri ya tụnyere ụbọchị 30 tupu mgbe ahụ',
      changeNew: 'ọ dịghị nke nwụrụ n’ụbọchị 30 tupu mgbe ahụ',
      changeSame: 'ọ fọrọ nke nta ka ọ hà ka ụbọchị 30 tupu mgbe ahụ',
      feed: 'Ugbo gị ji nri kilo {kg} n’ụbọchị 30 gara aga',
      money: 'N’ụbọchị 30 gara aga, ego ị retara bụ {sales}, ego i mefukwara bụ {expenses}.',
      herd: 'Ị nwere anụmanụ {animals} n’ìgwè {batches} na-arụ ọrụ.',
      flock: 'Ị na-azụ {kind} {animals} n’ìgwè {batches} na-arụ ọrụ.',
    },
    farm: {
      noRecords:
        'Ahụbeghị m ndekọ ugbo ọ bụla na Kiwo. Mepụta otu ìgwè ma na-ede ndekọ kwa ụbọchị, m ga-enwe ike ịza ajụjụ gbasara ugbo gị.',
      noneOfKind: 'Ị nweghị {kind} n’ìgwè na-arụ ọrụ; nke a bụ ìgwè gị niile.',
      noDeathsWeek: 'Ọ dịghị anụmanụ nwụrụ n’izu a (site na Mọnde) n’ìgwè ọ bụla.',
      noDeathsLife: 'Ọ dịghị ọnwụ e dere n’ìgwè gị na-arụ ọrụ.',
      worstWeek:
        'N’izu a (site na Mọnde), {name} kacha njọ: anụmanụ {deaths} nwụrụ, ya bụ {rate}% n’ime anụmanụ ya.',
      worstLife:
        '{name} kacha njọ kemgbe ọ malitere: anụmanụ {deaths} nwụrụ, ya bụ {rate}% n’ime ndị e tinyere.',
      others: 'Ndị ọzọ: {items}.',
      checkWorst:
        'Lelee ìgwè ahụ taa: mmiri, nri, okpomọkụ na ihe ịrịba ama ọrịa; ọ bụrụ na ọnwụ na-aga n’ihu, kpọọ dọkịta anụmanụ.',
      deathsMonth:
        'Anụmanụ {current} nwụrụ n’ụbọchị 30 gara aga ({prior} n’ụbọchị 30 tupu mgbe ahụ).',
      deathsWeek: 'Anụmanụ {total} nwụrụ n’izu a (site na Mọnde).',
      deathsWeekOf: '{total} nwụrụ n’izu a (site na Mọnde).',
      byBatch: 'Dịka ìgwè si dị: {items}.',
      rate: 'Ọnụọgụ ọnwụ n’ugbo gị bụ {rate}%: anụmanụ {deaths} nwụrụ n’ime anụmanụ {placed} e tinyere n’ìgwè gị na-arụ ọrụ (otu ihe ahụ dị na dashboard gị).',
      rateOf: '{name}: ọnụọgụ ọnwụ {rate}% ({deaths} nwụrụ n’ime {placed} e tinyere).',
      moneyProfit:
        '{names}: ego ị retara bụ {sales}, ego i mefuru bụ {expenses} kemgbe ìgwè ahụ malitere — uru {profit}.',
      moneyLoss:
        '{names}: ego ị retara bụ {sales}, ego i mefuru bụ {expenses} kemgbe ìgwè ahụ malitere — mfu {loss}.',
      money30: 'N’ụbọchị 30 gara aga: ego ị retara {sales}, ego i mefuru {expenses}.',
      feed: '{name} riri nri kilo {kg} n’ụbọchị 30 gara aga.',
      weightNone: '{name}: e debebeghị ịdị arọ ha.',
      weightLatest: '{name}: ịdị arọ nkezi ikpeazụ bụ kilo {kg}.',
      weightTrend:
        '{name}: ịdị arọ nkezi bụ kilo {kg} mgbe a tụrụ ha ikpeazụ, {trend|{up:o toro site na,down:o belatara site na,same:ọ hà ka}} kilo {previous} nke mbụ ya.',
      lastRecord: 'Ndekọ gị ikpeazụ bụ nke ụbọchị {date}.',
      noRecordYet: 'Ị debebeghị ndekọ ọ bụla.',
      noConsultations:
        'Ị nweghị ajụjụ ọ bụla mepere emepe nye dọkịta anụmanụ ma ọ bụ onye ndụmọdụ.',
      consultations: 'Ị nwere ajụjụ {open} mepere emepe nye dọkịta anụmanụ ma ọ bụ onye ndụmọdụ.',
      laying:
        '{batch}: ọnụego akwa bụ {rate}% n’ụbọchị {date} (akwa {eggs} site n’ọkụkọ {hens}: kreetị {crates} na akwa {loose}), akwa {cracked} gbawara agbawa.',
      layingTrend:
        '{trend|{up:O rịgoro site na,down:O belatara site na,same:Ọ hà ka}} nkezi {previous}% nke ụbọchị ndị gara aga.',
      layingWeek: 'N’ụbọchị 7 gara aga: akwa {eggs}, {cracked} gbawara agbawa.',
      layDrop:
        'Ịdọ aka ná ntị: ọnụego akwa nke {batch} dara {points} n’ime ụbọchị 3 (site na {from}% ruo {to}%). Lelee mmiri, nri, ìhè na ihe ịrịba ama ọrịa taa; ọ bụrụ na ọ ka na-ada, kpọọ dọkịta anụmanụ.',
      noLaying: 'E debeghị akwa ọkụkọ gị n’ụbọchị 30 gara aga.',
      milk: '{batch}: mmiri ara lita {litres} n’ụbọchị {date}; lita {week} n’ụbọchị 7 gara aga.',
      noMilk: 'E debeghị mmiri ara n’ụbọchị 30 gara aga.',
      feedLeft:
        '{item}: kilo {kg} fọdụrụ; na-ede nri ị na-eji kwa ụbọchị, m ga-agwa gị ụbọchị ole ọ ga-eru.',
      feedLeftDays:
        '{item}: kilo {kg} fọdụrụ — ụbọchị {days} fọdụrụ ma ị na-eji kilo {daily} kwa ụbọchị.',
      feedLow: 'Ọ dị ala: zụta nri ọzọ ugbu a.',
      noFeedStock:
        'Ị debeghị nri ị zụtara na Ihe echekwara (Stock), ya mere amaghị m ole fọdụrụ. Tinye nri ị zụtara na Ihe echekwara.',
      healthOverdue: 'Oge {item} maka {batch} ({section}) agafeela: e kwesịrị ime ya tupu {to}.',
      healthDue: 'Oge {item} maka {batch} ({section}) eruola: n’etiti {from} na {to}.',
      noHealthDue:
        'Ọ dịghị ọgwụ mgbochi ma ọ bụ ọgwụgwọ oge ya eruola ma ọ bụ gafere n’ìgwè gị na-arụ ọrụ.',
    },
  },
} satisfies PartTranslation<'advisor'>;

export default advisorFiles;
