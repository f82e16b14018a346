import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  bankAccounts,
  parcelLockers,
  paymentTypes,
  shippingTypes,
  takeawayStores,
} from '../schema/checkout-options.ts';

const WEEK_HOURS_EL = ['Δευτέρα-Παρασκευή 08:00-21:00', 'Σάββατο 08:30-15:00'];
const WEEK_HOURS_EN = ['Monday-Friday 08:00-21:00', 'Saturday 08:30-15:00'];

const lockers = [
  ['demo-lam-1', 'Λαμία Κέντρο', 'Πλατεία Πάρκου 3', '35100', 'Λαμία', 38.8996, 22.4342],
  ['demo-lam-2', 'Λαμία Σταθμός', 'Αθανασίου Διάκου 40', '35131', 'Λαμία', 38.9067, 22.4312],
  ['demo-lar-1', 'Λάρισα Κεντρική Πλατεία', 'Κύπρου 10', '41222', 'Λάρισα', 39.6394, 22.4176],
  ['demo-lar-2', 'Λάρισα Νεάπολη', 'Ηρώων Πολυτεχνείου 120', '41335', 'Λάρισα', 39.6275, 22.4262],
  ['demo-ath-1', 'Αθήνα Ομόνοια', 'Αθηνάς 52', '10551', 'Αθήνα', 37.9826, 23.7271],
  ['demo-ath-2', 'Αθήνα Σύνταγμα', 'Ερμού 2', '10563', 'Αθήνα', 37.9755, 23.7337],
  ['demo-ath-3', 'Αθήνα Αμπελόκηποι', 'Λεωφόρος Αλεξάνδρας 100', '11473', 'Αθήνα', 37.9923, 23.7578],
  ['demo-ath-4', 'Μαρούσι Κέντρο', 'Κηφισίας 70', '15125', 'Μαρούσι', 38.0503, 23.8059],
  ['demo-thes-1', 'Θεσσαλονίκη Αριστοτέλους', 'Εγνατίας 80', '54623', 'Θεσσαλονίκη', 40.6334, 22.9418],
  ['demo-thes-2', 'Θεσσαλονίκη Καμάρα', 'Εγνατίας 140', '54622', 'Θεσσαλονίκη', 40.6329, 22.9518],
  ['demo-thes-3', 'Καλαμαριά', 'Κομνηνών 20', '55131', 'Καλαμαριά', 40.5832, 22.9503],
  ['demo-thes-4', 'Θεσσαλονίκη Τούμπα', 'Κλεάνθους 50', '54453', 'Θεσσαλονίκη', 40.6127, 22.9712],
] as const;

/**
 * The checkout's demo reference data: courier (with an island surcharge), BoxNow lockers and
 * takeaway shipping; card (sandbox), cash on delivery (courier only, 2 €, under 500 €) and bank
 * deposit payment, and the real card providers (Viva, PayPal, Alpha Bank, Winbank) switched off; the Lamia and Larissa stores, the shop's accounts at four Greek banks and
 * lockers around Lamia, Larissa, Athens and Thessaloniki. Runs once: nothing happens when stores
 * exist. On a demo database from before stores existed, the two per-store pick-up types give way
 * to one takeaway type with a store choice.
 */
export async function seedCheckoutDemo(db: Db): Promise<void> {
  const existing = await db.select({ id: takeawayStores.id }).from(takeawayStores).limit(1);
  if (existing.length > 0) return;

  await db
    .insert(shippingTypes)
    .values([
      {
        code: 'courier',
        nameEl: 'Αποστολή με courier',
        nameEn: 'Courier delivery',
        descriptionEl: 'Παράδοση σε 1-3 εργάσιμες. Δωρεάν από το όριο δωρεάν αποστολής· στα νησιά +3 €.',
        descriptionEn:
          'Delivered in 1-3 working days. Free from the free-shipping threshold; +3 € to the islands.',
        kind: 'courier',
        costCents: 350,
        islandSurchargeCents: 300,
        position: 1,
      },
      {
        code: 'boxnow-locker',
        nameEl: 'Παραλαβή από locker BoxNow',
        nameEn: 'BoxNow parcel locker',
        descriptionEl: 'Παραλαβή από το locker της επιλογής σας, 24 ώρες το 24ωρο.',
        descriptionEn: 'Collect from the locker of your choice, day and night.',
        kind: 'locker',
        costCents: 250,
        position: 2,
      },
      {
        code: 'takeaway',
        nameEl: 'Παραλαβή από το κατάστημα',
        nameEn: 'Pick-up at the store',
        descriptionEl: 'Παραλαβή από το φαρμακείο μας στη Λαμία ή στη Λάρισα.',
        descriptionEn: 'Collect from our pharmacy in Lamia or Larissa.',
        kind: 'takeaway',
        costCents: 0,
        position: 3,
      },
    ])
    .onConflictDoUpdate({
      target: shippingTypes.code,
      set: {
        kind: sql`excluded.kind`,
        islandSurchargeCents: sql`excluded.island_surcharge_cents`,
        descriptionEl: sql`excluded.description_el`,
        descriptionEn: sql`excluded.description_en`,
      },
    });
  await db
    .update(shippingTypes)
    .set({ isActive: false })
    .where(inArray(shippingTypes.code, ['pickup-lamia', 'pickup-larissa']));

  await db
    .insert(paymentTypes)
    .values([
      {
        code: 'card',
        nameEl: 'Πιστωτική ή χρεωστική κάρτα',
        nameEn: 'Credit or debit card',
        provider: 'sandbox',
        installments: true,
        position: 1,
      },
      {
        code: 'cash-on-delivery',
        nameEl: 'Αντικαταβολή',
        nameEn: 'Cash on delivery',
        descriptionEl:
          'Πληρωμή κατά την παράδοση, με χρέωση 2 €. Μόνο με courier, για παραγγελίες κάτω από 500 €.',
        descriptionEn: 'Pay on delivery, with a 2 € fee. Courier only, for orders under 500 €.',
        provider: 'cash_on_delivery',
        feeCents: 200,
        maxAmountCents: 50_000,
        shippingKinds: ['courier'],
        position: 2,
      },
      {
        code: 'bank-deposit',
        nameEl: 'Κατάθεση σε τραπεζικό λογαριασμό',
        nameEn: 'Bank deposit',
        // Said of every delivery: a store pick-up is prepared, never shipped.
        descriptionEl: 'Ετοιμάζουμε την παραγγελία μόλις λάβουμε την κατάθεση (έως 3 εργάσιμες).',
        descriptionEn: 'We prepare the order once the deposit arrives (within 3 working days).',
        provider: 'bank_deposit',
        position: 3,
      },
      {
        // Paid when collected, as cash on delivery is paid to the courier: no fee, no cash limit
        // (the store takes cards too), store pick-up only.
        code: 'pay-at-store',
        nameEl: 'Πληρωμή στο κατάστημα',
        nameEn: 'Pay at the store',
        descriptionEl: 'Πληρώνετε με μετρητά ή κάρτα όταν παραλαμβάνετε την παραγγελία από το φαρμακείο.',
        descriptionEn: 'Pay in cash or by card when you collect the order at the pharmacy.',
        provider: 'cash_on_delivery',
        shippingKinds: ['takeaway'],
        position: 4,
      },
      // Real card providers, off until the shop has a contract and sets their credentials (docs/payments.md).
      {
        code: 'viva',
        nameEl: 'Κάρτα μέσω Viva',
        nameEn: 'Card through Viva',
        provider: 'viva',
        installments: true,
        position: 4,
        isActive: false,
      },
      {
        code: 'iris',
        nameEl: 'IRIS μέσω Viva',
        nameEn: 'IRIS through Viva',
        descriptionEl:
          'Άμεση πληρωμή από τον τραπεζικό σας λογαριασμό, με έγκριση στην εφαρμογή της τράπεζάς σας.',
        descriptionEn: "Instant payment from your bank account, approved in your bank's app.",
        provider: 'viva_iris',
        position: 4,
        isActive: false,
      },
      {
        code: 'paypal',
        nameEl: 'PayPal',
        nameEn: 'PayPal',
        provider: 'paypal',
        position: 5,
        isActive: false,
      },
      {
        code: 'alpha',
        nameEl: 'Κάρτα μέσω Alpha Bank',
        nameEn: 'Card through Alpha Bank',
        provider: 'alpha',
        installments: true,
        position: 6,
        isActive: false,
      },
      {
        code: 'winbank',
        nameEl: 'Κάρτα μέσω Winbank (Πειραιώς)',
        nameEn: 'Card through Winbank (Piraeus)',
        provider: 'winbank',
        installments: true,
        position: 7,
        isActive: false,
      },
    ])
    .onConflictDoUpdate({
      target: paymentTypes.code,
      set: {
        provider: sql`excluded.provider`,
        maxAmountCents: sql`excluded.max_amount_cents`,
        shippingKinds: sql`excluded.shipping_kinds`,
        descriptionEl: sql`excluded.description_el`,
        descriptionEn: sql`excluded.description_en`,
      },
    });

  await db.insert(takeawayStores).values([
    {
      code: 'lamia',
      nameEl: 'Φαρμακείο Λαμίας',
      nameEn: 'Lamia pharmacy',
      addressEl: 'Ερμού 12',
      addressEn: '12 Ermou Street',
      cityEl: 'Λαμία',
      cityEn: 'Lamia',
      postcode: '35100',
      phone: '+30 22310 12345',
      hoursEl: WEEK_HOURS_EL,
      hoursEn: WEEK_HOURS_EN,
      latitude: 38.8998,
      longitude: 22.4339,
      position: 1,
    },
    {
      code: 'larissa',
      nameEl: 'Φαρμακείο Λάρισας',
      nameEn: 'Larissa pharmacy',
      addressEl: 'Κύπρου 45',
      addressEn: '45 Kyprou Street',
      cityEl: 'Λάρισα',
      cityEn: 'Larissa',
      postcode: '41222',
      phone: '+30 2410 123456',
      hoursEl: WEEK_HOURS_EL,
      hoursEn: WEEK_HOURS_EN,
      latitude: 39.639,
      longitude: 22.4191,
      position: 2,
    },
  ]);

  const beneficiary = 'Φαρμακείο Α.Ε.';
  await db
    .insert(bankAccounts)
    .values([
      {
        bankEl: 'Εθνική Τράπεζα',
        bankEn: 'National Bank of Greece',
        iban: 'GR1101101250000012345678901',
        beneficiary,
        position: 1,
      },
      {
        bankEl: 'Τράπεζα Πειραιώς',
        bankEn: 'Piraeus Bank',
        iban: 'GR9101701230000023456789012',
        beneficiary,
        position: 2,
      },
      {
        bankEl: 'Eurobank',
        bankEn: 'Eurobank',
        iban: 'GR5302600450000034567890123',
        beneficiary,
        position: 3,
      },
      {
        bankEl: 'Alpha Bank',
        bankEn: 'Alpha Bank',
        iban: 'GR8501401010000045678901234',
        beneficiary,
        position: 4,
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(parcelLockers)
    .values(
      lockers.map(([id, name, address, postcode, city, latitude, longitude]) => ({
        id,
        name,
        address,
        postcode,
        city,
        latitude,
        longitude,
      })),
    )
    .onConflictDoNothing();
}
