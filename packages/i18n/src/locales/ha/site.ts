import type { PartTranslation } from '../../parts';

/** Hausa: the public pages a browser shows: privacy policy, API reference. */
const site = {
  privacy: {
    title: 'Manufar sirri',
    updated: 'An sabunta: Nuwamba 2026',
    intro:
      'Kiwo yana adana bayanai ga manoman dabbobi, jami’an faɗakarwarsu da masu gudanar da Kiwo. Wannan sanarwa tana bayyana a sauƙaƙe abin da muke tattarawa, dalili, da haƙƙoƙin{gender|{male:ka,female:ki,*:ku}} ƙarƙashin Dokar Kare Bayanai ta Najeriya ta 2023.',
    collectTitle: 'Abin da muke tattarawa',
    collectBody:
      'Sunan{gender|{male:ka,female:ki,*:ku}}, lambar wayar{gender|{male:ka,female:ki,*:ku}} da imel (idan {gender|{male:ka,female:kin,*:kun}} bayar); jihar{gender|{male:ka,female:ki,*:ku}}, shekarun{gender|{male:ka,female:ki,*:ku}} da bayanan gonar{gender|{male:ka,female:ki,*:ku}}; Lambar Shaidar Ɗan Ƙasa (NIN) idan {gender|{male:ka,female:kin,*:kun}} zaɓi tabbatarwa; bayanan gona da {gender|{male:kai,female:ke,*:ku}} ko jami’in{gender|{male:ka,female:ki,*:ku}} ke shigarwa; hirar{gender|{male:ka,female:ki,*:ku}} da mataimakin AI da kiran murya zuwa likitan dabbobi na AI; da bayanan fasaha na asali.',
    whyTitle: 'Dalilin da muke amfani da su',
    whyBody:
      'Don gudanar da asusun{gender|{male:ka,female:ki,*:ku}} da adana bayanan gonar{gender|{male:ka,female:ki,*:ku}}, don ba da shawara bisa lambobin{gender|{male:ka,female:ki,*:ku}}, don ba jami’in{gender|{male:ka,female:ki,*:ku}} damar taimaka {gender|{male:maka,female:miki,*:muku}}, don tabbatar da {gender|{male:kai,female:ke,*:ku}} idan {gender|{male:ka,female:kin,*:kun}} nema, da kuma kiyaye Kiwo. Muna dogara da yardar{gender|{male:ka,female:ki,*:ku}} da yarjejeniyar samar da sabis.',
    ninTitle: 'NIN ɗin{gender|{male:ka,female:ki,*:ku}}',
    ninBody:
      'Ba dole ba ne {gender|{male:ka,female:ki,*:ku}} bayar da NIN. Muna adana ta a ɓoye, muna nuna ta a rufe kawai, kuma muna amfani da ita ne kawai don tabbatar da {gender|{male:kai,female:ke,*:ku}}.',
    shareTitle: 'Wa ke gani',
    shareBody:
      '{gender|{male:Kai,female:Ke,*:Ku}}, jami’in faɗakarwa da aka yi {gender|{male:maka,female:miki,*:muku}} rajista tare da shi, da ma’aikatan Kiwo masu izini. Kamfanonin da ke aika SMS da imel ɗinmu ko ke gudanar da sabis ɗin AI suna sarrafa bayanai a madadinmu bisa kwangila. Ba mu taɓa sayar da bayanan{gender|{male:ka,female:ki,*:ku}} ba.',
    keepTitle: 'Tsawon lokacin da muke adanawa',
    keepBody:
      'Muddin {gender|{male:kana,female:kina,*:kuna}} da asusu. Idan {gender|{male:ka,female:kin,*:kun}} goge asusun{gender|{male:ka,female:ki,*:ku}}, ana cire bayanan{gender|{male:ka,female:ki,*:ku}} na kai da bayanan gonar{gender|{male:ka,female:ki,*:ku}} nan take; ana adana bayanan fasaha na tsawon kwanaki 90 a mafi yawa.',
    rightsTitle: 'Haƙƙoƙin{gender|{male:ka,female:ki,*:ku}}',
    rightsBody:
      'Za {gender|{male:ka,female:ki,*:ku}} iya gani da gyara bayanan{gender|{male:ka,female:ki,*:ku}} a Saituna, janye yardar{gender|{male:ka,female:ki,*:ku}}, da goge asusun{gender|{male:ka,female:ki,*:ku}} a kowane lokaci. Hakanan za {gender|{male:ka,female:ki,*:ku}} iya kai ƙara ga Hukumar Kare Bayanai ta Najeriya.',
    securityTitle: 'Yadda muke kare su',
    securityBody:
      'Ana adana kalmomin sirri ne kawai a matsayin amintattun hash, ana iya ƙare zama a kowane lokaci, kuma NIN tana ɓoye. Mutanen da ke buƙata ne kawai ke samun dama.',
    contactTitle: 'Tuntuɓa',
    contactBody:
      '{gender|{male:Kana,female:Kina,*:Kuna}} da tambaya game da bayanan{gender|{male:ka,female:ki,*:ku}}? Rubuta mana a {email}.',
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
