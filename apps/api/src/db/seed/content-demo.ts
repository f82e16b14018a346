import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { escapeHtml } from '../../lib/html.ts';
import {
  type ContributorInput,
  saveContributor,
  saveEntry,
  saveVideo,
} from '../../modules/content/content-writes.ts';
import type { Db } from '../client.ts';
import { newsCategories, newsEntries, videoCategories } from '../schema/content.ts';
import { ARTICLE_SEEDS } from './content-articles.ts';

const CONTRIBUTORS: ContributorInput[] = [
  {
    eurl: 'maria-papadopoulou',
    name: { el: 'Μαρία Παπαδοπούλου', en: 'Maria Papadopoulou' },
    role: { el: 'Υπεύθυνη φαρμακοποιός', en: 'Responsible pharmacist' },
    bio: {
      format: 'PlainText',
      el: 'Φαρμακοποιός από το 2004, υπεύθυνη του φαρμακείου της Λάρισας. Γράφει για την πρόληψη, τα παιδιά και τη σωστή χρήση των φαρμάκων.',
      en: 'A pharmacist since 2004 and head of the Larissa pharmacy. She writes about prevention, children and using medicines well.',
    },
  },
  {
    eurl: 'nikos-georgiou',
    name: { el: 'Νίκος Γεωργίου', en: 'Nikos Georgiou' },
    role: { el: 'Φαρμακοποιός, MSc Κλινικής Φαρμακευτικής', en: 'Pharmacist, MSc Clinical Pharmacy' },
    bio: {
      format: 'PlainText',
      el: 'Ασχολείται με τις αλληλεπιδράσεις φαρμάκων και τη φαρμακευτική φροντίδα χρόνιων ασθενών στο φαρμακείο της Λαμίας.',
      en: 'He works on drug interactions and pharmaceutical care for patients with chronic conditions at the Lamia pharmacy.',
    },
  },
  {
    eurl: 'eleni-karamanli',
    name: { el: 'Ελένη Καραμανλή', en: 'Eleni Karamanli' },
    role: { el: 'Διαιτολόγος-Διατροφολόγος', en: 'Registered dietitian' },
    bio: {
      format: 'PlainText',
      el: 'Διαιτολόγος με ειδίκευση στη διατροφή της γυναίκας και της τρίτης ηλικίας. Απαντά σε ερωτήματα για τα συμπληρώματα διατροφής.',
      en: 'A dietitian specialising in women’s and older people’s nutrition. She answers questions about food supplements.',
    },
  },
  {
    eurl: 'giorgos-antoniou',
    name: { el: 'Γιώργος Αντωνίου', en: 'Giorgos Antoniou' },
    role: { el: 'Δερματολόγος-Αφροδισιολόγος', en: 'Dermatologist' },
    bio: {
      format: 'PlainText',
      el: 'Δερματολόγος στη Λάρισα. Συνεργάζεται με το φαρμακείο στις ενότητες για την αντηλιακή προστασία και το ευαίσθητο δέρμα.',
      en: 'A dermatologist in Larissa. He works with the pharmacy on sun protection and sensitive skin.',
    },
  },
];

const NEWS_CATEGORIES = [
  { eurl: 'health-tips', nameEl: 'Συμβουλές υγείας', nameEn: 'Health tips', position: 1 },
  { eurl: 'beauty-skin', nameEl: 'Ομορφιά και δέρμα', nameEn: 'Beauty and skin', position: 2 },
  {
    eurl: 'nutrition',
    nameEl: 'Διατροφή και συμπληρώματα',
    nameEn: 'Nutrition and supplements',
    position: 3,
  },
] as const;

const VIDEO_CATEGORIES = [
  { eurl: 'how-to-use', nameEl: 'Οδηγίες χρήσης', nameEn: 'How to use', position: 1 },
  { eurl: 'skin-routines', nameEl: 'Ρουτίνες περιποίησης', nameEn: 'Skin-care routines', position: 2 },
] as const;

/**
 * Demo videos. Their players are example addresses of an allowed host, to be replaced by the
 * shop's own videos; the posters are drawn here, so a page loads nothing from the host.
 */
const VIDEO_SEEDS = [
  {
    eurl: 'measuring-blood-pressure-at-home',
    category: 'how-to-use',
    contributor: 'nikos-georgiou',
    groupCode: 'home-devices',
    title: { el: 'Μέτρηση της πίεσης στο σπίτι', en: 'Measuring blood pressure at home' },
    description: {
      el: 'Καθιστή θέση, πέντε λεπτά ξεκούραση, περιχειρίδα στο ύψος της καρδιάς: τα βήματα για σωστή μέτρηση.',
      en: 'Seated, five minutes’ rest, cuff at heart level: the steps of a correct reading.',
    },
    embed: 'https://www.youtube-nocookie.com/embed/shop-demo-01',
    seconds: 184,
    daysAgo: 4,
    showFront: true,
  },
  {
    eurl: 'using-an-inhaler',
    category: 'how-to-use',
    contributor: 'nikos-georgiou',
    groupCode: 'home-devices',
    title: { el: 'Σωστή χρήση εισπνεόμενου', en: 'Using an inhaler correctly' },
    description: {
      el: 'Ανακίνηση, εκπνοή, αργή βαθιά εισπνοή και κράτημα της αναπνοής για δέκα δευτερόλεπτα.',
      en: 'Shake, breathe out, breathe in slowly and deeply, then hold your breath for ten seconds.',
    },
    embed: 'https://www.youtube-nocookie.com/embed/shop-demo-02',
    seconds: 142,
    daysAgo: 15,
  },
  {
    eurl: 'nasal-rinse-for-children',
    category: 'how-to-use',
    contributor: 'maria-papadopoulou',
    groupCode: null,
    title: { el: 'Ρινικές πλύσεις στα παιδιά', en: 'Nasal rinses for children' },
    description: {
      el: 'Πώς καθαρίζουμε τη μύτη του παιδιού με φυσιολογικό ορό χωρίς να το τρομάξουμε.',
      en: 'How to clear a child’s nose with saline without frightening them.',
    },
    embed: 'https://www.youtube-nocookie.com/embed/shop-demo-03',
    seconds: 121,
    daysAgo: 9,
    showFront: true,
  },
  {
    eurl: 'applying-sunscreen',
    category: 'skin-routines',
    contributor: 'giorgos-antoniou',
    groupCode: 'sun-care',
    title: { el: 'Πώς απλώνουμε σωστά το αντηλιακό', en: 'How to apply sunscreen properly' },
    description: {
      el: 'Η ποσότητα για πρόσωπο και σώμα, τα σημεία που ξεχνάμε και πότε ανανεώνουμε.',
      en: 'How much for face and body, the spots we forget and when to reapply.',
    },
    embed: 'https://www.youtube-nocookie.com/embed/shop-demo-04',
    seconds: 156,
    daysAgo: 2,
    showFront: true,
  },
  {
    eurl: 'evening-routine-oily-skin',
    category: 'skin-routines',
    contributor: 'giorgos-antoniou',
    groupCode: null,
    title: { el: 'Βραδινή ρουτίνα για λιπαρό δέρμα', en: 'An evening routine for oily skin' },
    description: {
      el: 'Καθαρισμός σε δύο βήματα, ήπια απολέπιση και ελαφριά ενυδάτωση χωρίς λιπαρότητα.',
      en: 'Two-step cleansing, gentle exfoliation and a light, non-greasy moisturiser.',
    },
    embed: 'https://www.youtube-nocookie.com/embed/shop-demo-05',
    seconds: 213,
    daysAgo: 21,
  },
  {
    eurl: 'reading-supplement-labels',
    category: 'how-to-use',
    contributor: 'eleni-karamanli',
    groupCode: null,
    title: { el: 'Πώς διαβάζουμε την ετικέτα ενός συμπληρώματος', en: 'How to read a supplement label' },
    description: {
      el: 'Δόση ανά ταμπλέτα, ποσοστό της ημερήσιας πρόσληψης και τα έκδοχα που αξίζει να προσέξετε.',
      en: 'Dose per tablet, percentage of the daily intake and the excipients worth noticing.',
    },
    embed: 'https://www.youtube-nocookie.com/embed/shop-demo-06',
    seconds: 167,
    daysAgo: 33,
  },
] as const;

/**
 * A cover drawn from the item's own title: a coloured card and the title. A video's poster has no
 * play mark of its own: the storefront draws its play button over whatever poster a shop gives.
 */
function coverSvg(title: string, hue: number): string {
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 26) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 3)
    .map(
      (line, index) =>
        `<text x="60" y="${330 + index * 52}" font-size="42" font-family="Georgia, serif" fill="#fff">${escapeHtml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" role="img" aria-label="${escapeHtml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 28%)"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>${text}
</svg>`;
}

/** Writes a cover under `mediaDir/content` and answers its public path. */
function writeCover(mediaDir: string, name: string, title: string, hue: number): string {
  const dir = join(mediaDir, 'content');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.svg`), coverSvg(title, hue));
  return `/media/content/${name}.svg`;
}

const DAY_MS = 86_400_000;

/**
 * The demo's articles, videos and contributors in both languages, on a database that has none
 * yet (a shop's own content is never touched); idempotent by each item's url slug.
 */
export async function seedContentDemo(db: Db, mediaDir: string, now = new Date()): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(newsEntries);
  if ((existing?.value ?? 0) > 0) return;
  const contributorIds = new Map<string, number>();
  for (const [position, contributor] of CONTRIBUTORS.entries()) {
    contributorIds.set(contributor.eurl, await saveContributor(db, { ...contributor, position }));
  }
  await db
    .insert(newsCategories)
    .values([...NEWS_CATEGORIES])
    .onConflictDoNothing();
  await db
    .insert(videoCategories)
    .values([...VIDEO_CATEGORIES])
    .onConflictDoNothing();
  const newsCategoryIds = new Map((await db.select().from(newsCategories)).map((row) => [row.eurl, row.id]));
  const videoCategoryIds = new Map(
    (await db.select().from(videoCategories)).map((row) => [row.eurl, row.id]),
  );
  for (const [index, article] of ARTICLE_SEEDS.entries()) {
    const categoryId = newsCategoryIds.get(article.category);
    if (categoryId === undefined) throw new Error(`news category ${article.category} missing`);
    await saveEntry(db, {
      eurl: article.eurl,
      categoryId,
      contributorId: contributorIds.get(article.contributor) ?? null,
      title: article.title,
      summary: article.summary,
      body: { format: article.format, ...article.body },
      image: writeCover(mediaDir, `article-${article.eurl}`, article.title.el, (index * 37) % 360),
      showFront: article.showFront ?? false,
      publishedAt: new Date(now.getTime() - article.daysAgo * DAY_MS),
    });
  }
  for (const [index, video] of VIDEO_SEEDS.entries()) {
    const categoryId = videoCategoryIds.get(video.category);
    if (categoryId === undefined) throw new Error(`video category ${video.category} missing`);
    await saveVideo(db, {
      eurl: video.eurl,
      categoryId,
      contributorId: contributorIds.get(video.contributor) ?? null,
      groupCode: video.groupCode,
      title: video.title,
      description: { format: 'PlainText', ...video.description },
      embedUrl: video.embed,
      poster: writeCover(mediaDir, `video-${video.eurl}`, video.title.el, (index * 53 + 180) % 360),
      durationSeconds: video.seconds,
      showFront: 'showFront' in video ? video.showFront : false,
      publishedAt: new Date(now.getTime() - video.daysAgo * DAY_MS),
    });
  }
}
