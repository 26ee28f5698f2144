import type { PartTranslation } from '../../parts';

/** Yorùbá: the CSV files the server writes (records, marketplace). */
const csvFiles = {
  csv: {
    records: {
      date: 'Ọjọ́',
      section: 'Ìpín',
      feedAmount: 'Oúnjẹ (kg)',
      feedType: 'Irú oúnjẹ',
      waterConsumption: 'Omi (lítà)',
      healthStatus: 'Ìlera',
      temperature: 'Ìgbóná (°C)',
      weather: 'Ojú ọjọ́',
      mortality: 'Ikú ẹran',
      newBirths: 'Ìbímọ tuntun',
      weight: 'Ìwúwo (kg)',
      culling: 'Èyí tí a yọ kúrò',
      salesNaira: 'Títà (NGN)',
      expenses: 'Ìnáwó (NGN)',
      numberSold: 'Iye tí a tà',
      notes: 'Àkíyèsí',
      medicationGiven: 'Oògùn tí a fún wọn',
      vaccination: 'Abẹ́rẹ́ àjẹsára',
      eggsCollected: 'Ẹyin tí a kó',
      eggsCracked: 'Ẹyin tó fọ́',
      milkLitres: 'Wàrà (lítà)',
      mortalityCause: 'Ohun tó fa ikú',
      cullingReason: 'Ìdí tí a fi yọ wọ́n',
      fileName: 'àkọsílẹ̀ {name}',
      enteredBy: 'Ẹni tó kọ ọ́',
      channel: 'Ọ̀nà',
    },
    listings: {
      fileName: 'kiwo-oja',
      title: 'Àkọlé',
      transactionType: 'Rà tàbí tà',
      category: 'Ẹ̀ka',
      price: 'Iye owó (NGN)',
      quantity: 'Iye',
      unit: 'Ìwọ̀n',
      location: 'Ibi',
      status: 'Ipò',
      seller: 'Ẹni tó ń tà',
      contactPhone: 'Nọ́ńbà fóònù',
      negotiable: 'Iye ṣeé dúnàádúrà',
      description: 'Àlàyé',
      createdAt: 'Ọjọ́ tí a fi sí i',
    },
  },
} satisfies PartTranslation<'exports'>;

export default csvFiles;
