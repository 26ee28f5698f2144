import type { PartTranslation } from '../../parts';

/** Hausa: the CSV files the server writes (records, marketplace). */
const csvFiles = {
  csv: {
    records: {
      date: 'Kwanan wata',
      section: 'Sashe',
      feedAmount: 'Abinci (kg)',
      feedType: 'Irin abinci',
      waterConsumption: 'Ruwa (lita)',
      healthStatus: 'Lafiya',
      temperature: 'Zafi (°C)',
      weather: 'Yanayi',
      mortality: 'Mace-mace',
      newBirths: 'Sabuwar haihuwa',
      weight: 'Nauyi (kg)',
      culling: 'Waɗanda aka fitar',
      salesNaira: 'Sayarwa (NGN)',
      expenses: 'Kashe kuɗi (NGN)',
      numberSold: 'Adadin da aka sayar',
      notes: 'Bayani',
      medicationGiven: 'Maganin da aka bayar',
      vaccination: 'Allurar rigakafi',
      eggsCollected: 'Kwan da aka tattara',
      eggsCracked: 'Fasassun kwai',
      milkLitres: 'Nono (lita)',
      mortalityCause: 'Dalilin mutuwa',
      cullingReason: 'Dalilin fitarwa',
      fileName: 'bayanan {name}',
      enteredBy: 'Wanda ya rubuta',
      channel: 'Hanya',
    },
    listings: {
      fileName: 'kiwo-kasuwa',
      title: 'Suna',
      transactionType: 'Saya ko sayarwa',
      category: 'Rukuni',
      price: 'Farashi (NGN)',
      quantity: 'Yawa',
      unit: 'Ma’auni',
      location: 'Wuri',
      status: 'Matsayi',
      seller: 'Mai sayarwa',
      contactPhone: 'Lambar waya',
      negotiable: 'Ana iya rage farashi',
      description: 'Bayani',
      createdAt: 'Ranar sakawa',
    },
  },
} satisfies PartTranslation<'exports'>;

export default csvFiles;
