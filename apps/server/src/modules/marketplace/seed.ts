import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  marketplaceInterests,
  marketplaceListings,
  marketplaceRequestAnswers,
  marketplaceRequests,
  users,
} from '../../db/schema';
import type { Seeder } from '../../db/seed';
import { notify } from '../notifications';

export const DEMO_MARKET_SEEDER = 'marketplace/demo-market';

type Listing = typeof marketplaceListings.$inferInsert;
type Who = 'amina' | 'chinedu' | 'musa' | 'ngozi';
const PHONES: Record<Who, string> = {
  amina: '+2348030000001',
  chinedu: '+2348030000002',
  musa: '+2348030000004',
  ngozi: '+2348030000005',
};

// seller | title | buy/sell | category | naira | quantity | unit | state | negotiable | description | days ago
const TABLE = `
amina|Broilers ready for sale, 2.3 kg average|sell|livestock|4500|120|birds|Kaduna|yes|Eight weeks old, vaccinated, fed on finisher. Pick up from the farm in Zaria.|1
amina|Layer mash wanted, 20 bags|buy|feed|13500|20|bags|Kaduna|yes|Any good brand. Delivery to Zaria preferred.|3
amina|Spent layers|sell|livestock|3800|60|birds|Kaduna|no||12
chinedu|Newcastle vaccine (Lasota), 1,000 doses|sell|drugs_vaccines|3500|30|vials|Enugu|no|Kept in the cold chain. Ask me how to give it.|2
chinedu|Farm visit and vaccination service|sell|services|5000|1|visit|Enugu|yes|Extension agent visit: health check, vaccination, records help.|5
chinedu|Gumboro vaccine, 500 doses|sell|drugs_vaccines|2800|25|vials|Anambra|no||7
chinedu|Deworming service for goats and sheep|sell|services|1500|1|animal|Ebonyi|yes||9
musa|Fresh eggs, crates of 30|sell|livestock|3200|200|crates|Kano|yes|Collected daily. Big orders delivered within Kano city.|0
musa|Point-of-lay pullets|sell|livestock|5500|100|birds|Kano|no|18 weeks, vaccinated.|4
musa|Maize for feed, 50 kg bags|buy|feed|32000|40|bags|Kano|yes||6
musa|Battery cages, 96-bird units|sell|equipment|185000|4|units|Kano|yes|Used for one cycle. Galvanised.|15
musa|Egg trays, plastic|buy|equipment|350|500|trays|Jigawa|no||10
ngozi|West African Dwarf goats (does)|sell|livestock|45000|6|goats|Enugu|yes|Healthy does, 1 to 2 years old.|2
ngozi|Groundnut hay, bales|buy|feed|2500|50|bales|Enugu|yes||8
ngozi|Breeding buck (Red Sokoto)|buy|livestock|80000|1|goat|Benue|yes|Looking for a strong buck to improve my herd.|11
amina|Drinkers and feeders, 10 sets|sell|equipment|2500|10|sets|Kaduna|no||14
chinedu|Oxytetracycline powder|sell|drugs_vaccines|1800|40|sachets|Enugu|no||13
musa|Layer concentrate, 25 kg|sell|feed|16500|30|bags|Katsina|yes||3
ngozi|Goat pen building (labour)|buy|services|60000|1|job|Enugu|yes|Need a carpenter for a raised goat pen.|16
amina|Day-old broiler chicks wanted|buy|livestock|650|500|chicks|Kaduna|yes||1
chinedu|Catfish fingerlings|sell|livestock|40|2000|fingerlings|Lagos|no|Good survival rate. Oxygen bags for transport.|4
musa|Feed mill grinding service|sell|services|800|1|bag|Kano|no||18
ngozi|Sheep, Yankasa rams|sell|livestock|120000|3|rams|Plateau|yes|Ready for Sallah.|6
amina|Poultry incubator, 500 eggs|buy|equipment|350000|1|unit|Niger|yes||20
chinedu|Pig grower feed|sell|feed|14000|25|bags|Ogun|yes||9
musa|Weaner pigs|sell|livestock|25000|12|pigs|Oyo|yes||12
ngozi|Multivitamin for goats|buy|drugs_vaccines|2200|10|bottles|Enugu|no||5
chinedu|Solar water pump, 1 hp|sell|equipment|420000|1|unit|Rivers|yes|Installed and tested. Warranty from the dealer.|17
amina|Broiler finisher, 25 kg|buy|feed|15500|15|bags|Kaduna|no||19
musa|Vet consultation by phone|sell|services|2000|1|call|Kano|no||21
`;

type Row = {
  who: Who;
  title: string;
  transactionType: 'buy' | 'sell';
  category: Listing['category'];
  naira: number;
  quantity: number;
  unit: string;
  location: string;
  negotiable: boolean;
  description: string | null;
  ago: number;
};

const LISTINGS: Row[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [who, title, type, category, naira, quantity, unit, location, neg, description, ago] =
      line.split('|');
    return {
      who: who as Who,
      title: title ?? '',
      transactionType: type === 'buy' ? 'buy' : 'sell',
      category: category as Listing['category'],
      naira: Number(naira),
      quantity: Number(quantity),
      unit: unit ?? '',
      location: location ?? '',
      negotiable: neg === 'yes',
      description: description || null,
      ago: Number(ago),
    };
  });

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000 - 3_600_000);

async function seedMarket(db: Database) {
  const people = await db
    .select({
      id: users.id,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(users.phone, Object.values(PHONES)));
  const who = (w: Who) => people.find((p) => p.phone === PHONES[w]);
  const amina = who('amina');
  const chinedu = who('chinedu');
  if (!amina || !chinedu) return; // the demo accounts were not created (or were deleted)

  const values: Listing[] = [];
  for (const { who: w, naira, ago, ...row } of LISTINGS) {
    const seller = who(w);
    if (!seller) continue;
    const at = daysAgo(ago);
    values.push({
      ...row,
      sellerId: seller.id,
      priceKobo: naira * 100,
      contactPhone: seller.phone,
      status: ago > 19 ? 'closed' : 'active',
      createdAt: at,
      updatedAt: at,
    });
  }
  const listings = await db.insert(marketplaceListings).values(values).returning();

  // Musa is interested in Amina's broilers: her unread notification, with accept / decline.
  const broilers = listings.find((l) => l.sellerId === amina.id && l.category === 'livestock');
  const musa = who('musa');
  if (broilers && musa) {
    await db.insert(marketplaceInterests).values({ listingId: broilers.id, userId: musa.id });
    const name = `${musa.firstName} ${musa.lastName}`;
    await notify(db, amina.id, {
      type: 'marketplace_interest',
      title: 'Someone is interested in your listing',
      body: `${name} is interested in “${broilers.title}”. Call them on ${musa.phone}.`,
      params: { name, listing: broilers.title, phone: musa.phone },
      priority: 'high',
      actions: [
        { id: 'accept', label: 'Accept', variant: 'primary' },
        { id: 'decline', label: 'Decline', variant: 'secondary' },
      ],
      link: '/farmer/marketplace',
      context: { listingId: broilers.id, userId: musa.id },
      dedupeKey: `interest:${broilers.id}:${musa.id}`,
    });
  }

  // Buy/sell requests, one of Amina's already answered by her agent.
  const [vaccine] = await db
    .insert(marketplaceRequests)
    .values([
      {
        userId: amina.id,
        transactionType: 'buy',
        productType: 'drugs_vaccines',
        productName: 'Newcastle vaccine for 500 broilers',
        description: 'Needed before Friday.',
      },
      {
        userId: chinedu.id,
        transactionType: 'buy',
        productType: 'feed',
        productName: 'Layer mash for 3 farmers',
        brand: 'Any',
        description: 'About 60 bags a month, Enugu.',
      },
      {
        userId: chinedu.id,
        transactionType: 'sell',
        productType: 'equipment',
        productName: 'Weighing scales (50 kg)',
        brand: 'Camry',
      },
    ])
    .returning();
  if (vaccine) {
    const message = 'I have Lasota in stock, 3,500 a vial. I can bring it on Thursday.';
    await db
      .insert(marketplaceRequestAnswers)
      .values({ requestId: vaccine.id, userId: chinedu.id, message });
    const name = `${chinedu.firstName} ${chinedu.lastName}`;
    await notify(db, amina.id, {
      type: 'marketplace_request_answer',
      title: 'Your request has an answer',
      body: `${name} answered your request for “${vaccine.productName}”: ${message} (call ${chinedu.phone})`,
      params: { name, product: vaccine.productName, message, phone: chinedu.phone },
      priority: 'high',
      link: '/farmer/marketplace',
      dedupeKey: 'demo:request-answer',
    });
  }
}

export const marketplaceSeeders: Seeder[] = [{ name: DEMO_MARKET_SEEDER, run: seedMarket }];
