import type { PartTranslation } from '../../parts';

/** Igbo: the CSV files the server writes (records, marketplace). */
const csvFiles = {
  csv: {
    records: {
      date: 'Ụbọchị',
      section: 'Ngalaba',
      feedAmount: 'Nri (kg)',
      feedType: 'Ụdị nri',
      waterConsumption: 'Mmiri (lita)',
      healthStatus: 'Ahụike',
      temperature: 'Okpomọkụ (°C)',
      weather: 'Ihu igwe',
      mortality: 'Anụ nwụrụ',
      newBirths: 'Ọmụmụ ọhụrụ',
      weight: 'Ịdị arọ (kg)',
      culling: 'Ndị e wepụrụ',
      salesNaira: 'Ire ahịa (NGN)',
      expenses: 'Mmefu (NGN)',
      numberSold: 'Ọnụọgụ e rere',
      notes: 'Ihe ndetu',
      medicationGiven: 'Ọgwụ e nyere',
      vaccination: 'Ọgwụ mgbochi',
      eggsCollected: 'Akwa a chịkọtara',
      eggsCracked: 'Akwa gbawara agbawa',
      milkLitres: 'Mmiri ara (lita)',
      mortalityCause: 'Ihe kpatara ọnwụ',
      cullingReason: 'Ihe mere e ji wepụ ha',
      fileName: 'ndekọ {name}',
      enteredBy: 'Onye dere ya',
      channel: 'Ụzọ',
    },
    listings: {
      fileName: 'kiwo-ahia',
      title: 'Aha',
      transactionType: 'Ịzụ ma ọ bụ ire',
      category: 'Ụdị',
      price: 'Ọnụahịa (NGN)',
      quantity: 'Ọnụọgụ',
      unit: 'Ihe e ji atụ ya',
      location: 'Ebe',
      status: 'Ọnọdụ',
      seller: 'Onye na-ere',
      contactPhone: 'Nọmba ekwentị',
      negotiable: 'Enwere ike ịkpa ọnụahịa',
      description: 'Nkọwa',
      createdAt: 'Ụbọchị e tinyere ya',
    },
  },
} satisfies PartTranslation<'exports'>;

export default csvFiles;
