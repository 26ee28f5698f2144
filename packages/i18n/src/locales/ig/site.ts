import type { PartTranslation } from '../../parts';

/** Igbo: the public pages a browser shows: privacy policy, API reference. */
const site = {
  privacy: {
    title: 'Iwu nzuzo',
    updated: 'Emelitere ikpeazụ: Nọvemba 2026',
    intro:
      'Kiwo na-edebe ndekọ maka ndị na-azụ anụ, ndị ndụmọdụ ọrụ ugbo ha na ndị na-achịkwa Kiwo. Ọkwa a na-akọwa n’okwu dị mfe ihe anyị na-anakọta, ihe kpatara ya, na ikike gị n’okpuru Iwu Nchekwa Data nke Naịjirịa 2023.',
    collectTitle: 'Ihe anyị na-anakọta',
    collectBody:
      'Aha gị, nọmba ekwentị gị na email (ọ bụrụ na i nyere ya); steeti gị, afọ gị na nkọwa ugbo gị; Nọmba Njirimara Mba (NIN) ma ị họrọ ịkwado ya; ndekọ ugbo gị ma ọ bụ onye ọrụ gị tinyere; mkparịta ụka gị na onye enyemaka AI na oku olu gaa na dọkịta anụmanụ AI; na ndekọ teknụzụ ndị bụ isi.',
    whyTitle: 'Ihe anyị ji ya eme',
    whyBody:
      'Iji rụọ akaụntụ gị ma debe ndekọ ugbo gị, inye ndụmọdụ dabere n’ọnụọgụ gị, ikwe ka onye ọrụ nkwado gị nyere gị aka, ikwado onye ị bụ mgbe ị rịọrọ, na ichekwa Kiwo. Anyị dabere na nkwenye gị na nkwekọrịta ọrụ anyị.',
    ninTitle: 'NIN gị',
    ninBody:
      'Inye NIN gị abụghị iwu. Anyị na-echekwa ya na nzuzo (encrypted), na-egosi ya naanị n’ụzọ ekpuchiri ekpuchi, ma na-eji ya naanị ikwado onye ị bụ.',
    shareTitle: 'Onye na-ahụ ya',
    shareBody:
      'Gị onwe gị, onye ndụmọdụ ọrụ ugbo e debanyere gị n’aka ya, na ndị ọrụ Kiwo nwere ikike. Ụlọ ọrụ na-eziga SMS na email anyị ma ọ bụ na-arụ ọrụ AI anyị na-ahazi data maka anyị n’okpuru nkwekọrịta. Anyị anaghị ere data gị.',
    keepTitle: 'Ogologo oge anyị na-edebe ya',
    keepBody:
      'Ruo mgbe ị nwere akaụntụ. Mgbe ị hichapụrụ akaụntụ gị, a na-ewepụ data gị na ndekọ ugbo gị ozugbo; a naghị edebe ndekọ teknụzụ karịa ụbọchị 90.',
    rightsTitle: 'Ikike gị',
    rightsBody:
      'Ị nwere ike ịhụ ma dozie data gị na Ntọala, wepụ nkwenye gị, ma hichapụ akaụntụ gị oge ọ bụla. Ị nwekwara ike ịkpesa nye Ọrụ Nchekwa Data nke Naịjirịa.',
    securityTitle: 'Otú anyị si echebe ya',
    securityBody:
      'A na-echekwa okwuntughe naanị dịka hash echekwara nke ọma, a pụrụ ịkwụsị nnọkọ oge ọ bụla, a na-ezokwa NIN. Naanị ndị chọrọ ya nwere ike ịbanye.',
    contactTitle: 'Kpọtụrụ anyị',
    contactBody: 'Ị nwere ajụjụ gbasara data gị? Degara anyị na {email}.',
  },
  apiDocs: {
    title: 'Ntụaka API Kiwo',
    intro:
      'Ndị mmekọ nwere ike ijikọ usoro ha na Kiwo site na API JSON a. Azịza ọ bụla nwere mpaghara success, message na data; ziga akara nnọkọ dịka Bearer header.',
    download: 'Budata akwụkwọ OpenAPI',
    method: 'Ụzọ',
    path: 'Adreesị',
    summary: 'Ihe ọ na-eme',
    body: 'Mpaghara arịrịọ',
    failed: 'Enweghị ike ibuga ntụaka API.',
  },
} satisfies PartTranslation<'site'>;

export default site;
