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
      'Iji nweta ndụmọdụ gbasara ugbo gị, debanye aha na Kiwo: pịa kpakpando 347 kpakpando 754 hash, ma ọ bụ jụọ onye nnọchite Kiwo.',
    afterAnswer:
      'Ịjụ ajụjụ ọzọ, pịa 1. Maka nchịkọta taa, pịa 2. Ka onye nnọchite gị kpọọ gị azụ, pịa 4. Ịgbanwe asụsụ, pịa 9. Ịkwụsị oku a, pịa 0.',
    callRequested:
      'Ezigara arịrịọ gị. Onye nnọchite gị ma ọ bụ onye ndụmọdụ Kiwo ga-akpọ gị n’oge na-adịghị anya.',
    callNobody: 'Ndo, ọ dịghị onye nwere ike ịnara arịrịọ gị ugbu a. Biko nwaa ọzọ ma e mechaa.',
    summary: 'Taa n’ugbo gị: anụ {live} dị ndụ, {deaths} nwụrụ, e rere {sold} maka naira {naira}.',
    invalidChoice: 'Bọtịnụ ahụ anọghị n’ime nhọrọ ndị a.',
    goodbye: 'Daalụ maka ịkpọ Kiwo. Ka ọ dị.',
  },
} satisfies PartTranslation<'phone'>;

export default phone;
