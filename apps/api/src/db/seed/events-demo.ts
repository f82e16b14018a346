import type { EventWrite } from '@shop/contract';
import { count, inArray } from 'drizzle-orm';
import { saveEvent } from '../../modules/content/event-writes.ts';
import type { Db } from '../client.ts';
import { contributors } from '../schema/content.ts';
import { contentEvents } from '../schema/content-events.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const ATHENS_HOUR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Athens',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** `days` after `now`, at `hour`:`minute` Athens time (summer or winter). */
export function athensTime(now: Date, days: number, hour: number, minute = 0): Date {
  const day = new Date(now.getTime() + days * DAY_MS);
  const guess = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 2, minute);
  const shown = Number(ATHENS_HOUR.format(guess));
  return new Date(guess - (shown - hour) * HOUR_MS);
}

interface EventSeed {
  write: Omit<EventWrite, 'start' | 'end' | 'hostIds'>;
  hosts: string[];
  /** Days from the seed's time, and the Athens clock times it starts and ends at. */
  days: number;
  from: [number, number];
  to: [number, number];
}

/**
 * The demo's events: two to come (a skin-check day in the pharmacy, an online webinar) and one
 * already held, dated from the seed's time. The webinar's registration link is an example
 * address a shop replaces with its own.
 */
const EVENT_SEEDS: EventSeed[] = [
  {
    days: 9,
    from: [10, 0],
    to: [14, 0],
    hosts: ['giorgos-antoniou', 'maria-papadopoulou'],
    write: {
      eurl: 'free-skin-check-day',
      format: 'Markdown',
      mode: 'InPerson',
      registrationUrl: null,
      cancelled: false,
      isPublished: true,
      el: {
        tl: 'Δωρεάν έλεγχος σπίλων στο φαρμακείο',
        dsm: 'Ο δερματολόγος Γιώργος Αντωνίου εξετάζει σπίλους με δερματοσκόπιο, χωρίς χρέωση, στο φαρμακείο της Λάρισας.',
        body: [
          'Ένα πρωινό αφιερωμένο στην **πρόληψη του μελανώματος**. Ο δερματολόγος Γιώργος Αντωνίου εξετάζει με ψηφιακό δερματοσκόπιο έως δύο σπίλους ανά επισκέπτη και σας λέει αν χρειάζεται περαιτέρω έλεγχος.',
          '## Τι να φέρετε',
          '- Τη λίστα με τα φάρμακα που παίρνετε\n- Φωτογραφίες από σπίλους που άλλαξαν, αν έχετε',
          '## Καλό να ξέρετε',
          'Η εξέταση διαρκεί περίπου δέκα λεπτά. Η σειρά τηρείται με τη σειρά προσέλευσης· για ραντεβού σε συγκεκριμένη ώρα τηλεφωνήστε στο φαρμακείο. Η φαρμακοποιός Μαρία Παπαδοπούλου θα απαντά σε ερωτήσεις για την αντηλιακή προστασία όλης της οικογένειας.',
        ].join('\n\n'),
        place: { nm: 'Φαρμακείο Λάρισας', adr: 'Κύπρου 12', ct: 'Λάρισα' },
      },
      en: {
        tl: 'Free mole check at the pharmacy',
        dsm: 'Dermatologist Giorgos Antoniou checks moles with a dermatoscope, free of charge, at the Larissa pharmacy.',
        body: [
          'A morning devoted to **preventing melanoma**. Dermatologist Giorgos Antoniou examines up to two moles per visitor with a digital dermatoscope and tells you whether a further check is needed.',
          '## What to bring',
          '- The list of medicines you take\n- Photos of moles that have changed, if you have any',
          '## Good to know',
          'Each check takes about ten minutes. Visitors are seen in order of arrival; call the pharmacy to book a set time. Pharmacist Maria Papadopoulou will answer questions about sun protection for the whole family.',
        ].join('\n\n'),
        place: { nm: 'Larissa pharmacy', adr: '12 Kyprou Street', ct: 'Larissa' },
      },
    },
  },
  {
    days: 16,
    from: [19, 0],
    to: [20, 30],
    hosts: ['maria-papadopoulou', 'eleni-karamanli'],
    write: {
      eurl: 'children-vaccines-and-nutrition-webinar',
      format: 'Html',
      mode: 'Online',
      registrationUrl: 'https://zoom.us/webinar/register/WN_pharmacy-children-health',
      cancelled: false,
      isPublished: true,
      el: {
        tl: 'Διαδικτυακό σεμινάριο: εμβόλια και διατροφή του παιδιού',
        dsm: 'Το εθνικό πρόγραμμα εμβολιασμών και η διατροφή στη σχολική ηλικία, με ερωτήσεις γονέων σε ζωντανή σύνδεση.',
        body: '<p>Μια ώρα και μισή για γονείς παιδιών έως 12 ετών. Η φαρμακοποιός <strong>Μαρία Παπαδοπούλου</strong> εξηγεί το εθνικό πρόγραμμα εμβολιασμών, τι σημαίνει μια αναμνηστική δόση και πώς φροντίζουμε τον πυρετό μετά το εμβόλιο.</p><p>Η διαιτολόγος <strong>Ελένη Καραμανλή</strong> μιλά για το σχολικό κολατσιό, τη βιταμίνη D και το πότε χρειάζεται συμπλήρωμα.</p><h2>Πώς θα συνδεθείτε</h2><p>Κάντε εγγραφή από τον σύνδεσμο της σελίδας· θα λάβετε με email τον σύνδεσμο της ζωντανής μετάδοσης. Ερωτήσεις μπορείτε να στείλετε και από πριν.</p>',
        place: null,
      },
      en: {
        tl: 'Webinar: children’s vaccines and nutrition',
        dsm: 'The national vaccination schedule and nutrition at school age, with parents’ questions answered live.',
        body: '<p>Ninety minutes for parents of children up to 12. Pharmacist <strong>Maria Papadopoulou</strong> explains the national vaccination schedule, what a booster dose is and how to care for a fever after a vaccine.</p><p>Dietitian <strong>Eleni Karamanli</strong> talks about school snacks, vitamin D and when a supplement is needed.</p><h2>How to join</h2><p>Register through the link on this page; you will receive the link to the live session by email. You may also send questions in advance.</p>',
        place: null,
      },
    },
  },
  {
    days: -24,
    from: [18, 30],
    to: [20, 0],
    hosts: ['giorgos-antoniou'],
    write: {
      eurl: 'sun-protection-talk',
      format: 'PlainText',
      mode: 'InPerson',
      registrationUrl: null,
      cancelled: false,
      isPublished: true,
      el: {
        tl: 'Ομιλία: αντηλιακή προστασία για όλη την οικογένεια',
        dsm: 'Πώς διαλέγουμε αντηλιακό, πόσο βάζουμε και κάθε πότε, για ενήλικες, παιδιά και ευαίσθητα δέρματα.',
        body: 'Ο δερματολόγος Γιώργος Αντωνίου μίλησε για τον δείκτη SPF, την προστασία από UVA και τη σωστή ποσότητα αντηλιακού.\n\nΑκολούθησαν ερωτήσεις για τα αντηλιακά των παιδιών, τα φάρμακα που ευαισθητοποιούν το δέρμα στον ήλιο και τις κρέμες μετά τον ήλιο.',
        place: { nm: 'Αίθουσα Πολιτιστικού Κέντρου', adr: 'Παπαναστασίου 45', ct: 'Λάρισα' },
      },
      en: {
        tl: 'Talk: sun protection for the whole family',
        dsm: 'How to choose a sunscreen, how much to apply and how often, for adults, children and sensitive skin.',
        body: 'Dermatologist Giorgos Antoniou spoke about SPF, UVA protection and the right amount of sunscreen.\n\nQuestions followed on children’s sunscreens, medicines that make the skin sensitive to the sun and after-sun creams.',
        place: { nm: 'Cultural Centre hall', adr: '45 Papanastasiou Street', ct: 'Larissa' },
      },
    },
  },
];

/**
 * The demo's events in both languages, on a database that has none yet (a shop's own events are
 * never touched), after the contributors who host them.
 */
export async function seedEventsDemo(db: Db, mediaDir: string, now = new Date()): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(contentEvents);
  if ((existing?.value ?? 0) > 0) return;
  const hostEurls = [...new Set(EVENT_SEEDS.flatMap((seed) => seed.hosts))];
  const people = await db
    .select({ id: contributors.id, eurl: contributors.eurl })
    .from(contributors)
    .where(inArray(contributors.eurl, hostEurls));
  const idOf = new Map(people.map((row) => [row.eurl, row.id]));
  for (const seed of EVENT_SEEDS) {
    await saveEvent(db, mediaDir, {
      ...seed.write,
      start: athensTime(now, seed.days, ...seed.from).toISOString(),
      end: athensTime(now, seed.days, ...seed.to).toISOString(),
      hostIds: seed.hosts.flatMap((eurl) => idOf.get(eurl) ?? []),
    });
  }
}
