import type { PartTranslation } from '../../parts';

/** Igbo: the phone line (spoken). */
const phone = {
  phone: {
    welcome: 'Nnọọ na Kiwo, dọkịta anụmanụ AI maka ugbo gị.',
    welcomeBack: 'Nnọọ ọzọ na Kiwo.',
    chooseLanguage: 'Maka Igbo, pịa 4.',
    askQuestion: 'Jụọ ajụjụ gị mgbe ụda biip gasịrị. Pịa bọtịnụ hash mgbe ị gwụchara.',
    notCaught:
      'Anụghị m ihe ị kwuru nke ọma, agaghịkwa m ịkọ nkọ. Ị nwere ike ịjụ ọzọ, ma ọ bụ jiri bọtịnụ ekwentị.',
    readBack: 'Ị jụrụ: {question}. Ọ bụrụ na ọ bụ ya, pịa 1. Ka ị jụọ ọzọ, pịa 2.',
    notHeard: 'Anụghị m ihe ị kwuru nke ọma. Biko jụọ ọzọ mgbe ụda biip gasịrị.',
    speechUnavailable: 'Ndo, enweghị m ike ịnụ ajụjụ n’asụsụ a ugbu a. Biko nwaa ọzọ ma e mechaa.',
    advisorFailed: 'Ndo, dọkịta enweghị ike ịza ugbu a. Biko nwaa ọzọ n’oge na-adịghị anya.',
    register:
      'Iji nweta ndụmọdụ gbasara ugbo gị, debanye aha na Kiwo: pịa kpakpando 347 kpakpando 754 hash, ma ọ bụ jụọ onye ndụmọdụ Kiwo.',
    afterAnswer:
      'Ịjụ ajụjụ ọzọ, pịa 1. Maka nchịkọta taa, pịa 2. Ide ọnwụ ma ọ bụ nri taa, pịa 3. Ka onye ndụmọdụ gị kpọọ gị azụ, pịa 4. Ịgbanwe asụsụ, pịa 9. Ịkwụsị oku a, pịa 0.',
    callRequested:
      'Ezigara arịrịọ gị. Onye ndụmọdụ ọrụ ugbo gị ma ọ bụ ndị ọrụ Kiwo ga-akpọ gị n’oge na-adịghị anya.',
    callNobody: 'Ndo, ọ dịghị onye nwere ike ịnara arịrịọ gị ugbu a. Biko nwaa ọzọ ma e mechaa.',
    summary: 'Taa n’ugbo gị: anụ {live} dị ndụ, {deaths} nwụrụ, e rere {sold} maka naira {naira}.',
    invalidChoice: 'Bọtịnụ ahụ anọghị n’ime nhọrọ ndị a.',
    goodbye: 'Daalụ maka ịkpọ Kiwo. Ka ọ dị.',
    farmerMenu:
      'Ịjụ dọkịta ajụjụ, pịa 1. Maka nchịkọta taa, pịa 2. Ide ọnwụ ma ọ bụ nri taa, pịa 3. Ka onye ndụmọdụ gị kpọọ gị azụ, pịa 4. Ịgbanwe asụsụ, pịa 9. Ịkwụsị oku a, pịa 0.',
    enterPin: 'Iji dee ihe, tinye PIN Kiwo gị nwere ọnụọgụ anọ.',
    wrongPin: 'PIN ezighi ezi. Ọ fọdụrụ ugboro {left}.',
    pinLocked: 'PIN ezighi ezi ugboro buru ibu. Enweghị ike ide ihe ọ bụla ruo nkeji {minutes}.',
    noPin:
      'Iji dee ihe site na ekwentị, buru ụzọ tọọ PIN Kiwo na ntọala ngwa ma ọ bụ site na USSD.',
    noSections: 'Ị nweghị ngalaba na-arụ ọrụ ị ga-edere. Tinye otu na ngwa Kiwo.',
    chooseRecord: 'Ide ọnwụ, pịa 1. Ide nri, pịa 2.',
    chooseSection: 'Kedu ngalaba?',
    sectionChoice: 'Maka {section}, pịa {key}.',
    askDeaths: 'Tinye ọnụọgụ anụ nwụrụ taa na {section}, wee pịa bọtịnụ hash.',
    askFeed:
      'Tinye nri e nyere taa na {section}, na kilogram, wee pịa bọtịnụ hash. Maka ntụpọ, pịa kpakpando.',
    invalidAmount: 'Nke ahụ abụghị ọnụọgụ m nwere ike ide.',
    confirmDeaths: 'Ị na-agbakwunye ọnwụ {added} na {section} taa. Pịa 1 iji kwado, 2 iji kagbuo.',
    confirmFeed:
      'Ị na-agbakwunye nri kilogram {added} na {section} taa. Pịa 1 iji kwado, 2 iji kagbuo.',
    savedDeaths: 'Echekwala. {section} nwere anụ {alive} dị ndụ ugbu a, na ọnwụ {total} taa.',
    savedFeed: 'Echekwala. {section} nwere nri kilogram {total} taa.',
    cancelled: 'Akagbuola. Ọ dịghị ihe echekwara.',
    notEnough: 'Ọ bụ naanị anụ {alive} dị ndụ na {section}. Ọ dịghị ihe echekwara.',
    notSaved: 'Ndo, enweghị ike ichekwa nke ahụ. Ọ dịghị ihe gbanwere.',
  },
} satisfies PartTranslation<'phone'>;

export default phone;
