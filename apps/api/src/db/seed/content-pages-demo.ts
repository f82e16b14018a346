import { count, inArray } from 'drizzle-orm';
import {
  type FaqPlacement,
  saveContentPage,
  saveCustomContent,
  saveFaq,
} from '../../modules/content/pages-writes.ts';
import type { Db } from '../client.ts';
import { categories } from '../schema/categories.ts';
import { contentPages } from '../schema/content-pages.ts';
import { FAQ_SEEDS } from './content-faqs.ts';
import { LEGAL_PAGES } from './content-pages-legal.ts';
import { SHOP_PAGES } from './content-pages-shop.ts';

/** Custom texts the demo's category pages show above their products (subkey `intro`). */
const CATEGORY_INTROS = [
  {
    eurl: 'supplements',
    el: 'Τα συμπληρώματα διατροφής **δεν υποκαθιστούν** μια ισορροπημένη διατροφή. Αν παίρνετε φάρμακα, είστε έγκυος ή θηλάζετε, ρωτήστε πρώτα τον φαρμακοποιό σας.',
    en: 'Food supplements **do not replace** a balanced diet. If you take medicines, are pregnant or breastfeeding, ask your pharmacist first.',
  },
  {
    eurl: 'pharmacy',
    el: 'Εδώ θα βρείτε μόνο **μη συνταγογραφούμενα φάρμακα** και ιατροτεχνολογικά προϊόντα· τα φάρμακα με συνταγή δεν πωλούνται ηλεκτρονικά. Διαβάζετε πάντα το φύλλο οδηγιών.',
    en: 'Here you find **non-prescription medicines** and medical devices only; prescription medicines are not sold online. Always read the package leaflet.',
  },
] as const;

/**
 * The demo's content pages, FAQs and category texts, on a database that has no content page yet
 * (a demo database from before them gets them on its next start).
 */
export async function seedContentPagesDemo(db: Db): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(contentPages);
  if ((existing?.value ?? 0) > 0) return;
  const pageIds = new Map<string, number>();
  for (const page of [...LEGAL_PAGES, ...SHOP_PAGES]) {
    pageIds.set(page.eurl.el, await saveContentPage(db, page));
  }
  const pageId = (eurl: string) => {
    const id = pageIds.get(eurl);
    if (id === undefined) throw new Error(`content page ${eurl} missing`);
    return id;
  };
  for (const [position, faq] of FAQ_SEEDS.entries()) {
    const placements: FaqPlacement[] = [
      { entityType: 'ContentPage', entityId: pageId('faq'), section: faq.section, position },
      ...faq.pages.map((eurl) => ({ entityType: 'ContentPage' as const, entityId: pageId(eurl), position })),
      ...(faq.paths ?? []).map((path) => ({ path, section: faq.section, position })),
    ];
    await saveFaq(db, { question: faq.question, answer: faq.answer, placements });
  }
  const categoryRows = await db
    .select({ id: categories.id, eurl: categories.eurl })
    .from(categories)
    .where(
      inArray(
        categories.eurl,
        CATEGORY_INTROS.map((intro) => intro.eurl),
      ),
    );
  for (const intro of CATEGORY_INTROS) {
    const category = categoryRows.find((row) => row.eurl === intro.eurl);
    if (!category) continue;
    await saveCustomContent(db, {
      entityType: 'Category',
      entityId: String(category.id),
      subkey: 'intro',
      text: { format: 'Markdown', el: intro.el, en: intro.en },
    });
  }
}
