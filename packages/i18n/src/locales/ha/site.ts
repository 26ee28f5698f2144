import type { PartTranslation } from '../../parts';

/** Hausa: the public pages a browser shows: privacy policy, API reference. */
const site = {
  privacy: {
    title: 'Manufar sirri',
    updated: 'An sabunta: Nuwamba 2026',
    intro:
      'Kiwo yana adana bayanai ga manoman dabbobi, jami’an faɗakarwarsu da masu gudanar da Kiwo. Wannan sanarwa tana bayyana a sauƙaƙe abin da muke tattarawa, dalili, da haƙƙoƙinka ƙarƙashin Dokar Kare Bayanai ta Najeriya ta 2023.',
    collectTitle: 'Abin da muke tattarawa',
    collectBody:
      'Sunanka, lambar wayarka da imel (idan ka bayar); jiharka, shekarunka da bayanan gonarka; Lambar Shaidar Ɗan Ƙasa (NIN) idan ka zaɓi tabbatarwa; bayanan gona da kai ko jami’inka ke shigarwa; hirarka da mataimakin AI da kiran murya zuwa likitan dabbobi na AI; da bayanan fasaha na asali.',
    whyTitle: 'Dalilin da muke amfani da su',
    whyBody:
      'Don gudanar da asusunka da adana bayanan gonarka, don ba da shawara bisa lambobinka, don ba jami’inka damar taimaka maka, don tabbatar da kai idan ka nema, da kuma kiyaye Kiwo. Muna dogara da yardarka da yarjejeniyar samar da sabis.',
    ninTitle: 'NIN ɗinka',
    ninBody:
      'Ba dole ba ne ka bayar da NIN. Muna adana ta a ɓoye, muna nuna ta a rufe kawai, kuma muna amfani da ita ne kawai don tabbatar da kai.',
    shareTitle: 'Wa ke gani',
    shareBody:
      'Kai, jami’in faɗakarwa da aka yi maka rajista tare da shi, da ma’aikatan Kiwo masu izini. Kamfanonin da ke aika SMS da imel ɗinmu ko ke gudanar da sabis ɗin AI suna sarrafa bayanai a madadinmu bisa kwangila. Ba mu taɓa sayar da bayananka ba.',
    keepTitle: 'Tsawon lokacin da muke adanawa',
    keepBody:
      'Muddin kana da asusu. Idan ka goge asusunka, ana cire bayananka na kai da bayanan gonarka nan take; ana adana bayanan fasaha na tsawon kwanaki 90 a mafi yawa.',
    rightsTitle: 'Haƙƙoƙinka',
    rightsBody:
      'Za ka iya gani da gyara bayananka a Saituna, janye yardarka, da goge asusunka a kowane lokaci. Hakanan za ka iya kai ƙara ga Hukumar Kare Bayanai ta Najeriya.',
    securityTitle: 'Yadda muke kare su',
    securityBody:
      'Ana adana kalmomin sirri ne kawai a matsayin amintattun hash, ana iya ƙare zama a kowane lokaci, kuma NIN tana ɓoye. Mutanen da ke buƙata ne kawai ke samun dama.',
    contactTitle: 'Tuntuɓa',
    contactBody: 'Kana da tambaya game da bayananka? Rubuta mana a {email}.',
  },
  apiDocs: {
    title: 'Bayanin API na Kiwo',
    intro:
      'Abokan hulɗa za su iya haɗa tsarinsu da Kiwo ta wannan API na JSON. Kowace amsa tana ɗauke da filayen success, message da data; aika alamar zaman a matsayin Bearer header.',
    download: 'Sauke takardar OpenAPI',
    method: 'Hanya',
    path: 'Adireshi',
    summary: 'Abin da yake yi',
    body: 'Filayen buƙata',
    failed: 'An kasa lodo bayanin API.',
  },
} satisfies PartTranslation<'site'>;

export default site;
