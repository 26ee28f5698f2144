/**
 * The references the knowledge base draws on, named as they are published. Advice was written
 * from these and from common Nigerian extension practice; links are deliberately not given
 * (editions move), the titles are enough to find them.
 */
export const SOURCES = {
  faoSmallPoultry:
    'FAO (2004). Small-scale poultry production: technical guide (E.B. Sonaiya and S.E.J. Swan). FAO Animal Production and Health Manual 1',
  aciarNewcastle:
    'Alders, R. and Spradbrow, P. (2001). Controlling Newcastle disease in village chickens: a field manual. ACIAR Monograph 82',
  woahManual: 'WOAH Manual of Diagnostic Tests and Vaccines for Terrestrial Animals',
  woahCards: 'WOAH technical disease cards',
  msdVet: 'MSD Veterinary Manual',
  nvri: 'National Veterinary Research Institute (NVRI), Vom: vaccine range and label directions',
  adp: 'Nigerian state Agricultural Development Programme (ADP) livestock extension practice',
  fdvpcs:
    'Federal Department of Veterinary and Pest Control Services (Nigeria): notifiable disease reporting',
  aviagen: 'Aviagen. Ross Broiler Management Handbook',
  cobb: 'Cobb-Vantress. Cobb Broiler Management Guide',
  layerGuides: 'Hy-Line and ISA commercial layer management guides',
  nrcPoultry:
    'National Research Council (1994). Nutrient Requirements of Poultry, 9th revised edition',
  faoHpaiBiosecurity:
    'FAO (2008). Biosecurity for highly pathogenic avian influenza: issues and options. FAO Animal Production and Health Paper 165',
  faoClarias: 'FAO Cultured Aquatic Species Information Programme: Clarias gariepinus',
  faoTilapia: 'FAO Cultured Aquatic Species Information Programme: Oreochromis niloticus',
  faoAsf:
    'FAO (2017). African swine fever: detection and diagnosis — a manual for veterinarians. FAO Animal Production and Health Manual 19',
  faoPigBiosecurity:
    'FAO, OIE and World Bank (2010). Good practices for biosecurity in the pig sector. FAO Animal Production and Health Paper 169',
  faoPpr:
    'FAO (1999). Recognizing peste des petits ruminants: a field manual. FAO Animal Health Manual 5',
  famacha:
    'Van Wyk, J.A. and Bath, G.F. (2002). The FAMACHA system for managing haemonchosis in sheep and goats by clinically identifying individual animals for treatment. Veterinary Research 33',
  faoCbpp:
    'FAO (2002). Recognizing contagious bovine pleuropneumonia. FAO Animal Health Manual 13 (revised)',
  faoTicks: 'FAO (1984). Ticks and tick-borne disease control: a practical field manual',
  whoAnthrax: 'WHO, FAO and OIE (2008). Anthrax in humans and animals, 4th edition',
  napri:
    'National Animal Production Research Institute (NAPRI), Shika-Zaria: cattle and small ruminant extension practice',
  codex: 'Codex Alimentarius: maximum residue limits and withdrawal periods for veterinary drugs',
} as const;

/** Short names for the line under a chat answer (a phone screen has no room for full titles). */
const SHORT: Record<keyof typeof SOURCES, string> = {
  faoSmallPoultry: 'FAO Small-scale poultry production (2004)',
  aciarNewcastle: 'ACIAR Newcastle disease field manual (2001)',
  woahManual: 'WOAH Terrestrial Manual',
  woahCards: 'WOAH disease cards',
  msdVet: 'MSD Veterinary Manual',
  nvri: 'NVRI Vom vaccine directions',
  adp: 'State ADP extension practice',
  fdvpcs: 'FDVPCS Nigeria',
  aviagen: 'Aviagen Ross handbook',
  cobb: 'Cobb broiler guide',
  layerGuides: 'Hy-Line/ISA layer guides',
  nrcPoultry: 'NRC poultry nutrient requirements (1994)',
  faoHpaiBiosecurity: 'FAO HPAI biosecurity (2008)',
  faoClarias: 'FAO Clarias gariepinus fact sheet',
  faoTilapia: 'FAO Nile tilapia fact sheet',
  faoAsf: 'FAO African swine fever manual (2017)',
  faoPigBiosecurity: 'FAO pig biosecurity (2010)',
  faoPpr: 'FAO PPR field manual (1999)',
  famacha: 'FAMACHA (Van Wyk and Bath, 2002)',
  faoCbpp: 'FAO CBPP manual (2002)',
  faoTicks: 'FAO ticks field manual (1984)',
  whoAnthrax: 'WHO/FAO/OIE Anthrax (2008)',
  napri: 'NAPRI Shika-Zaria',
  codex: 'Codex Alimentarius',
};

const SHORT_BY_CITATION = new Map<string, string>(
  (Object.keys(SOURCES) as (keyof typeof SOURCES)[]).map((k) => [SOURCES[k], SHORT[k]]),
);

/** The short name of a full citation (the citation itself when it has none). */
export const shortSource = (citation: string) => SHORT_BY_CITATION.get(citation) ?? citation;
