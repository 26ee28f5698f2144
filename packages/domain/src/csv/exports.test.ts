import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { DAILY_RECORD_EXPORT_COLUMNS, sectionLabel } from './daily-record-export';
import { MARKETPLACE_LISTING_EXPORT_COLUMNS } from './marketplace-export';

describe('daily record export (spec §3)', () => {
  it('has the spec columns in order', () => {
    expect(DAILY_RECORD_EXPORT_COLUMNS.map((c) => c.key)).toEqual([
      'date',
      'section',
      'feedAmount',
      'feedType',
      'waterConsumption',
      'healthStatus',
      'temperature',
      'weather',
      'mortality',
      'newBirths',
      'weight',
      'culling',
      'salesNaira',
      'expenses',
      'numberSold',
      'notes',
      'medicationGiven',
      'vaccination',
    ]);
  });

  it('shows units in the headers', () => {
    const header = (key: string) => DAILY_RECORD_EXPORT_COLUMNS.find((c) => c.key === key)?.header;
    expect(header('feedAmount')).toBe('Feed Amount (kg)');
    expect(header('waterConsumption')).toBe('Water Consumption (L)');
    expect(header('temperature')).toBe('Temperature (°C)');
    expect(header('weight')).toBe('Weight (kg)');
  });

  it('writes a full record', () => {
    const csv = toCsv(
      [
        {
          date: '2025-06-18T09:00:00Z',
          sectionName: 'Layers A',
          animalType: 'poultry',
          feedAmount: 25.5,
          feedType: 'Layer mash',
          waterConsumption: 60,
          healthStatus: 'Healthy',
          temperature: 31,
          weather: 'Sunny',
          mortality: 1,
          newBirths: 0,
          weight: 1.8,
          culling: 2,
          salesNaira: 45000.5,
          expenses: 12000,
          numberSold: 30,
          notes: 'Egg count up, "good" day',
          medicationGiven: 'Vitamins',
          vaccination: true,
        },
      ],
      DAILY_RECORD_EXPORT_COLUMNS,
    );
    expect(csv?.split('\n')[1]).toBe(
      '2025-06-18,Layers A (poultry),25.5,Layer mash,60,Healthy,31,Sunny,1,0,1.8,2,45000.50,12000,30,"Egg count up, ""good"" day",Vitamins,yes',
    );
  });

  it('defaults missing values to 0, N/A or empty', () => {
    const csv = toCsv([{}], DAILY_RECORD_EXPORT_COLUMNS);
    expect(csv?.split('\n')[1]).toBe('N/A,N/A,0,N/A,0,N/A,N/A,N/A,0,0,0,0,0,0,0,,,');
  });

  it('labels the section by name and animal type', () => {
    expect(sectionLabel('Pen 2', 'goats')).toBe('Pen 2 (goats)');
    expect(sectionLabel('Pen 2', null)).toBe('Pen 2');
    expect(sectionLabel(undefined, 'fish')).toBe('fish');
    expect(sectionLabel('  ', '')).toBe('N/A');
  });
});

describe('marketplace listing export (spec §3)', () => {
  it('has the spec columns in order', () => {
    expect(MARKETPLACE_LISTING_EXPORT_COLUMNS.map((c) => c.key)).toEqual([
      'title',
      'transactionType',
      'category',
      'price',
      'quantity',
      'unit',
      'location',
      'status',
      'seller',
      'contactPhone',
      'negotiable',
      'description',
      'createdAt',
    ]);
  });

  it('writes a full listing with naira price and yes/no negotiable', () => {
    const csv = toCsv(
      [
        {
          title: 'Point-of-lay pullets',
          transactionType: 'sell',
          category: 'poultry',
          price: 3500,
          quantity: 200,
          unit: 'birds',
          location: 'Ogun',
          status: 'active',
          sellerName: 'Amina Bello',
          contactPhone: '+2348031234567',
          negotiable: true,
          description: 'Vaccinated, 18 weeks',
          createdAt: '2025-06-18T09:00:00.000Z',
        },
      ],
      MARKETPLACE_LISTING_EXPORT_COLUMNS,
    );
    expect(csv).toBe(
      'Title,Transaction Type,Category,Price (NGN),Quantity,Unit,Location,Status,Seller,Contact Phone,Negotiable,Description,Created At\n' +
        'Point-of-lay pullets,sell,poultry,3500,200,birds,Ogun,active,Amina Bello,+2348031234567,yes,"Vaccinated, 18 weeks",2025-06-18T09:00:00.000Z',
    );
  });

  it('defaults missing values', () => {
    const csv = toCsv([{}], MARKETPLACE_LISTING_EXPORT_COLUMNS);
    expect(csv?.split('\n')[1]).toBe('N/A,N/A,N/A,0,0,N/A,N/A,N/A,N/A,N/A,no,,N/A');
  });

  it('writes kobo-precise prices and normalises dates', () => {
    const csv = toCsv(
      [{ price: 1999.9, negotiable: false, createdAt: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)) }],
      MARKETPLACE_LISTING_EXPORT_COLUMNS,
    );
    const cells = csv?.split('\n')[1]?.split(',');
    expect(cells?.[3]).toBe('1999.90');
    expect(cells?.[10]).toBe('no');
    expect(cells?.[12]).toBe('2025-01-02T03:04:05.000Z');
  });
});
