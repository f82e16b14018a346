import type { ContentFormat } from '@shop/contract';

/** One demo article: Greek and English texts written for a pharmacy's readers. */
export interface ArticleSeed {
  eurl: string;
  category: 'health-tips' | 'beauty-skin' | 'nutrition';
  contributor: 'maria-papadopoulou' | 'nikos-georgiou' | 'eleni-karamanli' | 'giorgos-antoniou';
  format: ContentFormat;
  title: { el: string; en: string };
  summary: { el: string; en: string };
  body: { el: string; en: string };
  /** Days before the seed's day it was published. */
  daysAgo: number;
  showFront?: boolean;
}

export const ARTICLE_SEEDS: ArticleSeed[] = [
  {
    eurl: 'choosing-a-sunscreen',
    category: 'beauty-skin',
    contributor: 'giorgos-antoniou',
    format: 'Markdown',
    daysAgo: 3,
    showFront: true,
    title: { el: 'Πώς διαλέγουμε αντηλιακό', en: 'How to choose a sunscreen' },
    summary: {
      el: 'SPF, UVA, ανθεκτικότητα στο νερό: τι σημαίνουν οι ενδείξεις και πόσο προϊόν χρειάζεται πραγματικά.',
      en: 'SPF, UVA, water resistance: what the labels mean and how much product you really need.',
    },
    body: {
      el: `## Τι μετράει το SPF\n\nΤο SPF δείχνει πόσο προστατεύει ένα αντηλιακό από την ακτινοβολία **UVB**, που προκαλεί το έγκαυμα. Ένα SPF 30 φιλτράρει περίπου το 97 % της UVB και ένα SPF 50 περίπου το 98 %. Η διαφορά μοιάζει μικρή, αλλά για ανοιχτόχρωμο δέρμα, παιδιά και όποιον παίρνει φάρμακα που ευαισθητοποιούν στον ήλιο, το 50 είναι η ασφαλής επιλογή.\n\n## Μην ξεχνάτε την UVA\n\nΗ ακτινοβολία UVA φτάνει βαθύτερα, γερνά το δέρμα και συμβάλλει στον καρκίνο του δέρματος. Αναζητήστε το σήμα **UVA μέσα σε κύκλο**: σημαίνει ότι η προστασία UVA είναι τουλάχιστον το ένα τρίτο του SPF.\n\n## Πόσο και πόσο συχνά\n\n- Περίπου ένα γεμάτο κουταλάκι του γλυκού για πρόσωπο και λαιμό, και 6-8 για όλο το σώμα.\n- Εφαρμογή 15 λεπτά πριν την έκθεση.\n- Ανανέωση κάθε δύο ώρες και μετά από κολύμπι ή σκούπισμα με πετσέτα, ακόμη κι αν γράφει «ανθεκτικό στο νερό».\n\n<div data-product-code="PH100008">Αντηλιακή κρέμα προσώπου SPF50+</div>\n\n## Για ευαίσθητο ή ατοπικό δέρμα\n\nΠροτιμήστε φίλτρα ορυκτής προέλευσης (οξείδιο του ψευδαργύρου, διοξείδιο του τιτανίου) και προϊόντα χωρίς άρωμα. Ρωτήστε τον φαρμακοποιό σας αν παίρνετε αντιβιοτικά, διουρητικά ή ισοτρετινοΐνη.`,
      en: `## What SPF measures\n\nSPF tells you how well a sunscreen protects against **UVB**, the radiation that causes sunburn. SPF 30 filters about 97 % of UVB and SPF 50 about 98 %. The gap looks small, but for fair skin, children and anyone taking medicines that make the skin sun-sensitive, 50 is the safe choice.\n\n## Do not forget UVA\n\nUVA reaches deeper, ages the skin and contributes to skin cancer. Look for the **UVA in a circle** mark: it means UVA protection is at least a third of the SPF.\n\n## How much and how often\n\n- About one full teaspoon for face and neck, and 6-8 for the whole body.\n- Apply 15 minutes before going out.\n- Reapply every two hours and after swimming or towelling, even when the label says "water resistant".\n\n<div data-product-code="PH100008">Face sunscreen SPF50+</div>\n\n## For sensitive or atopic skin\n\nPrefer mineral filters (zinc oxide, titanium dioxide) and fragrance-free products. Ask your pharmacist if you take antibiotics, diuretics or isotretinoin.`,
    },
  },
  {
    eurl: 'dry-skin-in-winter',
    category: 'beauty-skin',
    contributor: 'giorgos-antoniou',
    format: 'Html',
    daysAgo: 12,
    title: {
      el: 'Ξηροδερμία τον χειμώνα: πέντε κινήσεις που βοηθούν',
      en: 'Dry skin in winter: five things that help',
    },
    summary: {
      el: 'Το κρύο και η θέρμανση στεγνώνουν το δέρμα. Μικρές αλλαγές στη ρουτίνα κάνουν μεγάλη διαφορά.',
      en: 'Cold air and heating dry the skin. Small changes to your routine make a big difference.',
    },
    body: {
      el: '<p>Τον χειμώνα η υγρασία του αέρα πέφτει και το δέρμα χάνει νερό πιο γρήγορα. Το αποτέλεσμα είναι τράβηγμα, κνησμός και λεπτές ρωγμές, κυρίως σε χέρια, κνήμες και χείλη.</p><ol><li><strong>Χλιαρό, όχι καυτό νερό</strong> και ντους έως δέκα λεπτά.</li><li><strong>Ήπιο καθαριστικό</strong> χωρίς σαπούνι, με pH κοντά στο 5,5.</li><li><strong>Ενυδάτωση μέσα σε τρία λεπτά</strong> από το στέγνωμα, όσο το δέρμα είναι ακόμη νωπό.</li><li><strong>Ουρία ή γλυκερίνη</strong> για τα πολύ ξηρά σημεία· η ουρία 10 % μαλακώνει και τις σκληρύνσεις στις φτέρνες.</li><li><strong>Γάντια και βάλσαμο χειλιών</strong> κάθε φορά που βγαίνετε.</li></ol><p>Αν ο κνησμός σας ξυπνά τη νύχτα ή εμφανιστούν κόκκινες πλάκες, μιλήστε με τον γιατρό σας: μπορεί να πρόκειται για έκζεμα που χρειάζεται θεραπεία.</p>',
      en: '<p>In winter the air holds less moisture and the skin loses water faster. The result is tightness, itching and fine cracks, mostly on the hands, shins and lips.</p><ol><li><strong>Lukewarm, not hot water</strong>, and showers of up to ten minutes.</li><li><strong>A gentle, soap-free cleanser</strong> with a pH close to 5.5.</li><li><strong>Moisturise within three minutes</strong> of drying, while the skin is still damp.</li><li><strong>Urea or glycerin</strong> for very dry patches; urea 10 % also softens hard skin on the heels.</li><li><strong>Gloves and lip balm</strong> every time you go out.</li></ol><p>If the itch wakes you at night or red patches appear, see your doctor: it may be eczema that needs treatment.</p>',
    },
  },
  {
    eurl: 'vitamin-d-in-winter',
    category: 'nutrition',
    contributor: 'eleni-karamanli',
    format: 'Markdown',
    daysAgo: 6,
    showFront: true,
    title: {
      el: 'Βιταμίνη D: τη χρειαζόμαστε και στην Ελλάδα;',
      en: 'Vitamin D: do we need it in Greece too?',
    },
    summary: {
      el: 'Παρά τη λιακάδα, πολλοί Έλληνες έχουν χαμηλά επίπεδα βιταμίνης D τον χειμώνα. Ποιοι κινδυνεύουν και τι κάνουμε.',
      en: 'Despite the sunshine, many people in Greece have low vitamin D in winter. Who is at risk and what to do.',
    },
    body: {
      el: `Η βιταμίνη D φτιάχνεται κυρίως στο δέρμα με τον ήλιο. Από τον Νοέμβριο ως τον Μάρτιο, όμως, ο ήλιος είναι χαμηλά και περνάμε τις περισσότερες ώρες σε εσωτερικούς χώρους.\n\n### Ποιοι κινδυνεύουν περισσότερο\n\n- άτομα άνω των 65,\n- όσοι εργάζονται σε γραφείο ή βάρδιες,\n- έγκυες και θηλάζουσες,\n- άτομα με σκούρο δέρμα ή που καλύπτονται πλήρως.\n\n### Από τη διατροφή\n\nΛιπαρά ψάρια (σαρδέλα, σκουμπρί, σολομός), αυγά και εμπλουτισμένα γαλακτοκομικά βοηθούν, αλλά σπάνια καλύπτουν μόνα τους τις ανάγκες.\n\n### Συμπλήρωμα\n\nΓια τους περισσότερους ενήλικες αρκούν 1 000-2 000 IU την ημέρα, μαζί με γεύμα που περιέχει λίπος. Μεγαλύτερες δόσεις μόνο μετά από εξέταση αίματος και οδηγία γιατρού: η βιταμίνη D αποθηκεύεται και η υπερβολή βλάπτει.`,
      en: `Vitamin D is made mostly in the skin with sunlight. From November to March, however, the sun is low and we spend most of the day indoors.\n\n### Who is most at risk\n\n- people over 65,\n- office and shift workers,\n- pregnant and breastfeeding women,\n- people with dark skin or who cover up fully.\n\n### From food\n\nOily fish (sardines, mackerel, salmon), eggs and fortified dairy help, but rarely cover the need on their own.\n\n### Supplements\n\nFor most adults 1,000-2,000 IU a day is enough, taken with a meal that contains fat. Higher doses only after a blood test and a doctor's advice: vitamin D is stored, and too much does harm.`,
    },
  },
  {
    eurl: 'probiotics-with-antibiotics',
    category: 'nutrition',
    contributor: 'nikos-georgiou',
    format: 'Markdown',
    daysAgo: 20,
    title: {
      el: 'Προβιοτικά μαζί με αντιβίωση: πότε και πώς',
      en: 'Probiotics with antibiotics: when and how',
    },
    summary: {
      el: 'Τα προβιοτικά μειώνουν τη διάρροια που συχνά φέρνει η αντιβίωση, αρκεί να τα παίρνουμε σωστά.',
      en: 'Probiotics reduce the diarrhoea antibiotics often bring, as long as they are taken the right way.',
    },
    body: {
      el: `Η αντιβίωση καταπολεμά τα βακτήρια της λοίμωξης, αλλά επηρεάζει και τα ωφέλιμα βακτήρια του εντέρου. Γι' αυτό περίπου ένας στους πέντε ασθενείς εμφανίζει διάρροια.\n\n**Τι δείχνουν οι μελέτες:** στελέχη όπως το *Saccharomyces boulardii* και το *Lactobacillus rhamnosus GG* μειώνουν σημαντικά αυτόν τον κίνδυνο.\n\n**Πώς τα παίρνουμε:**\n\n1. Από την πρώτη ημέρα της αντιβίωσης.\n2. Με απόσταση τουλάχιστον δύο ωρών από τη δόση του αντιβιοτικού (ο *S. boulardii* είναι μύκητας και δεν χρειάζεται απόσταση).\n3. Για μία ακόμη εβδομάδα μετά το τέλος της θεραπείας.\n\nΑν η διάρροια είναι έντονη, έχει αίμα ή συνοδεύεται από πυρετό, επικοινωνήστε αμέσως με τον γιατρό σας.`,
      en: `Antibiotics fight the bacteria of an infection, but they also affect the useful bacteria of the gut. That is why about one patient in five gets diarrhoea.\n\n**What studies show:** strains such as *Saccharomyces boulardii* and *Lactobacillus rhamnosus GG* markedly reduce that risk.\n\n**How to take them:**\n\n1. From the first day of the antibiotic.\n2. At least two hours apart from the antibiotic dose (*S. boulardii* is a yeast and needs no gap).\n3. For one more week after the treatment ends.\n\nIf the diarrhoea is severe, bloody or comes with a fever, contact your doctor at once.`,
    },
  },
  {
    eurl: 'cold-or-flu',
    category: 'health-tips',
    contributor: 'maria-papadopoulou',
    format: 'Html',
    daysAgo: 2,
    showFront: true,
    title: {
      el: 'Κρυολόγημα ή γρίπη; Πώς θα καταλάβετε τη διαφορά',
      en: 'Cold or flu? How to tell the difference',
    },
    summary: {
      el: 'Τα συμπτώματα μοιάζουν, αλλά η γρίπη έρχεται απότομα και κρατά περισσότερο. Τι βοηθά σε κάθε περίπτωση.',
      en: 'The symptoms look alike, but flu comes on suddenly and lasts longer. What helps in each case.',
    },
    body: {
      el: '<table><thead><tr><th scope="col">Σύμπτωμα</th><th scope="col">Κρυολόγημα</th><th scope="col">Γρίπη</th></tr></thead><tbody><tr><td>Έναρξη</td><td>σταδιακή</td><td>απότομη</td></tr><tr><td>Πυρετός</td><td>σπάνια</td><td>συχνά, πάνω από 38 °C</td></tr><tr><td>Πόνοι στο σώμα</td><td>ήπιοι</td><td>έντονοι</td></tr><tr><td>Καταρροή</td><td>συχνή</td><td>μερικές φορές</td></tr></tbody></table><p>Και στα δύο βοηθούν η ξεκούραση, τα υγρά και, για πυρετό ή πόνο, η παρακεταμόλη στη σωστή δόση. Οι ρινικές πλύσεις με αλατούχο διάλυμα ανακουφίζουν τη μύτη χωρίς παρενέργειες.</p><p><strong>Καλέστε γιατρό</strong> αν ο πυρετός κρατά πάνω από τρεις ημέρες, αν δυσκολεύεστε να αναπνεύσετε ή αν ανήκετε σε ομάδα υψηλού κινδύνου. Ο αντιγριπικός εμβολιασμός κάθε φθινόπωρο παραμένει η καλύτερη πρόληψη.</p>',
      en: '<table><thead><tr><th scope="col">Symptom</th><th scope="col">Cold</th><th scope="col">Flu</th></tr></thead><tbody><tr><td>Onset</td><td>gradual</td><td>sudden</td></tr><tr><td>Fever</td><td>rare</td><td>common, above 38 °C</td></tr><tr><td>Body aches</td><td>mild</td><td>strong</td></tr><tr><td>Runny nose</td><td>common</td><td>sometimes</td></tr></tbody></table><p>Rest, fluids and, for fever or pain, paracetamol at the right dose help in both. Saline nasal rinses relieve the nose without side effects.</p><p><strong>Call a doctor</strong> if the fever lasts more than three days, if you find it hard to breathe or if you are in a high-risk group. A flu jab every autumn is still the best prevention.</p>',
    },
  },
  {
    eurl: 'travel-first-aid-kit',
    category: 'health-tips',
    contributor: 'maria-papadopoulou',
    format: 'Markdown',
    daysAgo: 40,
    title: { el: 'Το φαρμακείο των διακοπών σε μια τσάντα', en: 'A holiday first-aid kit in one bag' },
    summary: {
      el: 'Όσα αξίζει να έχετε μαζί σας σε ταξίδι ή σε νησί χωρίς εφημερεύον φαρμακείο.',
      en: 'What is worth taking on a trip or to an island without a pharmacy on duty.',
    },
    body: {
      el: `Στα μικρά νησιά το πλησιέστερο φαρμακείο μπορεί να είναι μια διαδρομή με πλοίο μακριά. Ένα μικρό, οργανωμένο φαρμακείο λύνει τα περισσότερα απρόοπτα.\n\n- **Τα φάρμακά σας** για όλες τις ημέρες και δύο επιπλέον, στη χειραποσκευή, με τη συνταγή.\n- Παρακεταμόλη ή ιβουπροφαίνη για πόνο και πυρετό.\n- Αντιισταμινικό για τσιμπήματα και αλλεργίες.\n- Σκεύασμα για τη ναυτία, αν ταξιδεύετε με πλοίο.\n- Ορό ενυδάτωσης και προβιοτικό για στομαχικές διαταραχές.\n- Αντισηπτικό, αποστειρωμένες γάζες, τσιρότα και επίδεσμο.\n- Αντηλιακό, after-sun και εντομοαπωθητικό.\n\nΦυλάξτε τα σε σκιά: το αυτοκίνητο στον ήλιο ξεπερνά τους 50 °C και καταστρέφει πολλά φάρμακα.`,
      en: `On small islands the nearest pharmacy can be a ferry ride away. A small, organised kit handles most surprises.\n\n- **Your own medicines** for every day plus two more, in your hand luggage, with the prescription.\n- Paracetamol or ibuprofen for pain and fever.\n- An antihistamine for bites and allergies.\n- Something for travel sickness if you go by boat.\n- Oral rehydration salts and a probiotic for an upset stomach.\n- Antiseptic, sterile gauze, plasters and a bandage.\n- Sunscreen, after-sun and insect repellent.\n\nKeep it in the shade: a car in the sun goes above 50 °C and ruins many medicines.`,
    },
  },
  {
    eurl: 'hand-hygiene',
    category: 'health-tips',
    contributor: 'nikos-georgiou',
    format: 'PlainText',
    daysAgo: 55,
    title: { el: 'Πλύσιμο χεριών: 20 δευτερόλεπτα που μετράνε', en: 'Hand washing: 20 seconds that count' },
    summary: {
      el: 'Το απλούστερο μέτρο πρόληψης λοιμώξεων, και πότε αρκεί το αντισηπτικό.',
      en: 'The simplest way to prevent infections, and when a hand sanitiser is enough.',
    },
    body: {
      el: 'Το σωστό πλύσιμο των χεριών μειώνει σημαντικά τις γαστρεντερίτιδες και τις αναπνευστικές λοιμώξεις.\n\nΒρέξτε τα χέρια, βάλτε σαπούνι και τρίψτε για τουλάχιστον 20 δευτερόλεπτα: παλάμες, ράχη, ανάμεσα στα δάχτυλα, αντίχειρες και νύχια. Ξεπλύνετε καλά και στεγνώστε με καθαρή πετσέτα.\n\nΤο αλκοολούχο αντισηπτικό (με τουλάχιστον 60 % αλκοόλη) είναι καλή λύση όταν δεν υπάρχει νερό, αλλά δεν αντικαθιστά το πλύσιμο όταν τα χέρια είναι εμφανώς λερωμένα.\n\nΜετά από συχνό πλύσιμο, μια κρέμα χεριών κρατά το δέρμα ακέραιο: το σκασμένο δέρμα κρατά περισσότερα μικρόβια.',
      en: 'Washing your hands properly markedly reduces stomach bugs and respiratory infections.\n\nWet your hands, add soap and rub for at least 20 seconds: palms, backs, between the fingers, thumbs and nails. Rinse well and dry with a clean towel.\n\nAn alcohol sanitiser (at least 60 % alcohol) is a good option when there is no water, but it does not replace washing when hands are visibly dirty.\n\nAfter frequent washing, a hand cream keeps the skin intact: cracked skin holds more germs.',
    },
  },
  {
    eurl: 'magnesium-and-sleep',
    category: 'nutrition',
    contributor: 'eleni-karamanli',
    format: 'Markdown',
    daysAgo: 28,
    title: { el: 'Μαγνήσιο και ύπνος: τι ισχύει', en: 'Magnesium and sleep: what is true' },
    summary: {
      el: 'Το μαγνήσιο προτείνεται συχνά για την αϋπνία. Τι ξέρουμε και ποια μορφή να προτιμήσετε.',
      en: 'Magnesium is often suggested for insomnia. What we know and which form to choose.',
    },
    body: {
      el: `Το μαγνήσιο συμμετέχει σε εκατοντάδες λειτουργίες του οργανισμού, ανάμεσά τους στη χαλάρωση των μυών και του νευρικού συστήματος.\n\n**Βοηθά στον ύπνο;** Σε άτομα με χαμηλή πρόσληψη, η συμπλήρωση μπορεί να βελτιώσει την ποιότητα του ύπνου και τις νυχτερινές κράμπες. Σε όσους έχουν ήδη επαρκή επίπεδα, το όφελος είναι μικρό.\n\n**Ποια μορφή:** το δισγλυκινικό και το κιτρικό μαγνήσιο απορροφώνται καλύτερα και ενοχλούν λιγότερο το στομάχι από το οξείδιο.\n\n**Προσοχή:** το μαγνήσιο μειώνει την απορρόφηση ορισμένων αντιβιοτικών και φαρμάκων για τον θυρεοειδή. Κρατήστε απόσταση τουλάχιστον δύο ωρών και ρωτήστε τον φαρμακοποιό σας αν έχετε νεφρική νόσο.\n\nΠηγές από τη διατροφή: ξηροί καρποί, όσπρια, πράσινα φυλλώδη λαχανικά και ολικής άλεσης δημητριακά.`,
      en: `Magnesium takes part in hundreds of the body's functions, among them the relaxation of muscles and the nervous system.\n\n**Does it help sleep?** In people with a low intake, supplements can improve sleep quality and night cramps. In those who already have enough, the benefit is small.\n\n**Which form:** magnesium bisglycinate and citrate are absorbed better and upset the stomach less than the oxide.\n\n**Take care:** magnesium reduces the absorption of some antibiotics and thyroid medicines. Keep at least two hours apart and ask your pharmacist if you have kidney disease.\n\nFood sources: nuts, pulses, green leafy vegetables and wholegrain cereals.`,
    },
  },
  {
    eurl: 'baby-skin-care',
    category: 'beauty-skin',
    contributor: 'maria-papadopoulou',
    format: 'Html',
    daysAgo: 70,
    title: { el: 'Η φροντίδα του δέρματος του μωρού', en: 'Caring for your baby’s skin' },
    summary: {
      el: 'Λιγότερα προϊόντα, σωστές επιλογές: ο οδηγός για το μπάνιο, την αλλαγή πάνας και τον ήλιο.',
      en: 'Fewer products, the right choices: a guide to bathing, nappy changes and the sun.',
    },
    body: {
      el: '<p>Το δέρμα του μωρού είναι λεπτότερο και χάνει υγρασία ευκολότερα. Όσο λιγότερα προϊόντα, τόσο καλύτερα.</p><h3>Μπάνιο</h3><p>Δύο με τρεις φορές την εβδομάδα αρκούν, με νερό περίπου 37 °C και ήπιο καθαριστικό χωρίς άρωμα.</p><h3>Αλλαγή πάνας</h3><p>Καθαρίστε με νερό ή μαντηλάκια χωρίς αλκοόλη και εφαρμόστε λεπτή στρώση κρέμας με οξείδιο του ψευδαργύρου. Αφήστε το δέρμα λίγα λεπτά χωρίς πάνα όποτε μπορείτε.</p><h3>Ήλιος</h3><p>Κάτω από έξι μηνών το μωρό μένει στη σκιά, με ρούχα και καπέλο. Μετά, αντηλιακό για βρέφη με ορυκτά φίλτρα.</p><p>Για εξανθήματα που δεν υποχωρούν σε τρεις ημέρες ή συνοδεύονται από πυρετό, ενημερώστε τον παιδίατρο.</p>',
      en: '<p>A baby’s skin is thinner and loses moisture more easily. The fewer products, the better.</p><h3>Bathing</h3><p>Two or three times a week is enough, with water at about 37 °C and a gentle, fragrance-free cleanser.</p><h3>Nappy changes</h3><p>Clean with water or alcohol-free wipes and apply a thin layer of zinc oxide cream. Leave the skin without a nappy for a few minutes whenever you can.</p><h3>Sun</h3><p>Under six months, babies stay in the shade, with clothes and a hat. After that, a baby sunscreen with mineral filters.</p><p>For rashes that do not fade within three days or come with a fever, tell your paediatrician.</p>',
    },
  },
  {
    eurl: 'storing-medicines-at-home',
    category: 'health-tips',
    contributor: 'nikos-georgiou',
    format: 'Markdown',
    daysAgo: 90,
    title: { el: 'Πώς φυλάμε τα φάρμακα στο σπίτι', en: 'How to store medicines at home' },
    summary: {
      el: 'Ούτε στο μπάνιο ούτε στο ψυγείο χωρίς λόγο: πού κρατάμε τα φάρμακα και τι κάνουμε με τα ληγμένα.',
      en: 'Not in the bathroom, not in the fridge without reason: where to keep medicines and what to do with expired ones.',
    },
    body: {
      el: `Η ζέστη, η υγρασία και το φως αλλοιώνουν τα φάρμακα πριν από την ημερομηνία λήξης.\n\n## Πού τα φυλάμε\n\nΣε ντουλάπι μακριά από μπάνιο και κουζίνα, κάτω από 25 °C, στη συσκευασία τους και ψηλά, μακριά από παιδιά. Στο ψυγείο μόνο όσα το γράφουν (ινσουλίνες, ορισμένα εμβόλια και σιρόπια), ποτέ στην κατάψυξη.\n\n## Μετά το άνοιγμα\n\nΟι σταγόνες ματιών κρατούν συνήθως τέσσερις εβδομάδες και τα αντιβιοτικά σιρόπια λίγες ημέρες. Γράψτε πάνω στη συσκευασία την ημερομηνία που την ανοίξατε.\n\n## Ληγμένα φάρμακα\n\nΜην τα πετάτε στα σκουπίδια ή στην αποχέτευση: φέρτε τα στο φαρμακείο, που τα παραδίδει για ασφαλή καταστροφή.`,
      en: `Heat, humidity and light spoil medicines before their expiry date.\n\n## Where to keep them\n\nIn a cupboard away from the bathroom and kitchen, below 25 °C, in their packs and high up, out of children's reach. In the fridge only those whose label says so (insulins, some vaccines and syrups), never in the freezer.\n\n## After opening\n\nEye drops usually keep for four weeks and antibiotic syrups for a few days. Write the opening date on the pack.\n\n## Expired medicines\n\nDo not throw them in the bin or down the drain: bring them to the pharmacy, which hands them over for safe disposal.`,
    },
  },
];
