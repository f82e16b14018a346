/** The demo shop's categories, brands, statuses and product templates, in Greek and English. */

export interface CategorySeed {
  id: number;
  parentId: number | null;
  eurl: string;
  el: string;
  en: string;
}

export const TOP_CATEGORIES: CategorySeed[] = [
  { id: 815, parentId: null, eurl: 'face', el: 'Πρόσωπο', en: 'Face' },
  { id: 816, parentId: null, eurl: 'body', el: 'Σώμα', en: 'Body' },
  { id: 817, parentId: null, eurl: 'hair', el: 'Μαλλιά', en: 'Hair' },
  { id: 818, parentId: null, eurl: 'men', el: 'Άνδρας', en: 'Men' },
  { id: 819, parentId: null, eurl: 'makeup', el: 'Μακιγιάζ', en: 'Makeup' },
  { id: 820, parentId: null, eurl: 'mother-child', el: 'Μητέρα & Παιδί', en: 'Mother & Child' },
  { id: 821, parentId: null, eurl: 'supplements', el: 'Συμπληρώματα Διατροφής', en: 'Supplements' },
  { id: 822, parentId: null, eurl: 'needs', el: 'Ανάγκες', en: 'Needs' },
  { id: 823, parentId: null, eurl: 'pharmacy', el: 'Φαρμακείο', en: 'Pharmacy' },
  { id: 914, parentId: null, eurl: 'seasonal', el: 'Εποχικά', en: 'Seasonal' },
];

/** A kind of product sold in a sub-category: its name, sizes, container shape and price range. */
export interface ProductKind {
  el: string;
  en: string;
  sizes: string[];
  shape: 'jar' | 'tube' | 'bottle' | 'box' | 'stick' | 'card';
  priceRange: [number, number];
  /** Sizes or colours as dimensions of the product rather than separate products. */
  variants?: 'sizes' | 'shades';
}

export interface SubCategorySeed extends CategorySeed {
  kinds: ProductKind[];
}

let nextId = 1001;
const sub = (
  parentId: number,
  eurl: string,
  el: string,
  en: string,
  kinds: ProductKind[],
): SubCategorySeed => ({
  id: nextId++,
  parentId,
  eurl,
  el,
  en,
  kinds,
});

export const SUB_CATEGORIES: SubCategorySeed[] = [
  sub(815, 'face-moisturisers', 'Ενυδάτωση Προσώπου', 'Face Moisturisers', [
    {
      el: 'Ενυδατική Κρέμα Προσώπου',
      en: 'Moisturising Face Cream',
      sizes: ['50ml'],
      shape: 'jar',
      priceRange: [12, 38],
    },
    {
      el: 'Ορός Υαλουρονικού Οξέος',
      en: 'Hyaluronic Acid Serum',
      sizes: ['30ml'],
      shape: 'bottle',
      priceRange: [18, 45],
    },
    { el: 'Τζελ Ενυδάτωσης', en: 'Hydrating Gel', sizes: ['40ml'], shape: 'tube', priceRange: [10, 26] },
  ]),
  sub(815, 'anti-ageing', 'Αντιγήρανση', 'Anti-ageing', [
    {
      el: 'Αντιρυτιδική Κρέμα Νυκτός',
      en: 'Anti-wrinkle Night Cream',
      sizes: ['50ml'],
      shape: 'jar',
      priceRange: [22, 58],
    },
    { el: 'Ορός Ρετινόλης', en: 'Retinol Serum', sizes: ['30ml'], shape: 'bottle', priceRange: [24, 52] },
    { el: 'Κρέμα Ματιών', en: 'Eye Cream', sizes: ['15ml'], shape: 'tube', priceRange: [16, 42] },
  ]),
  sub(815, 'face-cleansing', 'Καθαρισμός Προσώπου', 'Face Cleansing', [
    {
      el: 'Νερό Καθαρισμού Micellar',
      en: 'Micellar Cleansing Water',
      sizes: ['400ml'],
      shape: 'bottle',
      priceRange: [8, 18],
    },
    { el: 'Αφρός Καθαρισμού', en: 'Cleansing Foam', sizes: ['150ml'], shape: 'bottle', priceRange: [9, 19] },
  ]),
  sub(815, 'face-sun-care', 'Αντηλιακά Προσώπου', 'Face Sun Care', [
    {
      el: 'Αντηλιακή Κρέμα Προσώπου SPF50+',
      en: 'Face Sunscreen SPF50+',
      sizes: ['50ml'],
      shape: 'tube',
      priceRange: [14, 29],
    },
  ]),
  sub(816, 'body-care', 'Περιποίηση Σώματος', 'Body Care', [
    {
      el: 'Ενυδατικό Γαλάκτωμα Σώματος',
      en: 'Moisturising Body Lotion',
      sizes: ['400ml'],
      shape: 'bottle',
      priceRange: [9, 24],
    },
    {
      el: 'Κρέμα για Ραγάδες',
      en: 'Stretch Mark Cream',
      sizes: ['150ml'],
      shape: 'tube',
      priceRange: [15, 32],
    },
  ]),
  sub(816, 'shower', 'Αφρόλουτρα', 'Shower', [
    {
      el: 'Αφρόλουτρο με Ελαιόλαδο',
      en: 'Olive Oil Shower Gel',
      sizes: ['500ml'],
      shape: 'bottle',
      priceRange: [5, 13],
    },
    {
      el: 'Ήπιο Υγρό Καθαρισμού',
      en: 'Gentle Cleansing Wash',
      sizes: ['300ml'],
      shape: 'bottle',
      priceRange: [7, 16],
    },
  ]),
  sub(816, 'deodorants', 'Αποσμητικά', 'Deodorants', [
    {
      el: 'Αποσμητικό Roll-on 48ωρο',
      en: '48h Roll-on Deodorant',
      sizes: ['50ml'],
      shape: 'stick',
      priceRange: [5, 12],
    },
  ]),
  sub(816, 'body-sun-care', 'Αντηλιακά Σώματος', 'Body Sun Care', [
    {
      el: 'Αντηλιακό Γαλάκτωμα Σώματος SPF30',
      en: 'Body Sun Lotion SPF30',
      sizes: ['200ml'],
      shape: 'bottle',
      priceRange: [13, 27],
    },
  ]),
  sub(817, 'shampoo', 'Σαμπουάν', 'Shampoo', [
    {
      el: 'Σαμπουάν κατά της Τριχόπτωσης',
      en: 'Anti Hair Loss Shampoo',
      sizes: ['200ml'],
      shape: 'bottle',
      priceRange: [10, 22],
    },
    {
      el: 'Σαμπουάν κατά της Πιτυρίδας',
      en: 'Anti-dandruff Shampoo',
      sizes: ['250ml'],
      shape: 'bottle',
      priceRange: [8, 18],
    },
  ]),
  sub(817, 'conditioner', 'Μαλακτικά', 'Conditioners', [
    {
      el: 'Μαλακτική Κρέμα Μαλλιών',
      en: 'Hair Conditioner',
      sizes: ['200ml'],
      shape: 'tube',
      priceRange: [8, 17],
    },
  ]),
  sub(817, 'hair-loss', 'Τριχόπτωση', 'Hair Loss', [
    {
      el: 'Αμπούλες κατά της Τριχόπτωσης',
      en: 'Anti Hair Loss Ampoules',
      sizes: ['12x6ml'],
      shape: 'box',
      priceRange: [28, 64],
    },
    { el: 'Λοσιόν Μαλλιών', en: 'Hair Lotion', sizes: ['100ml'], shape: 'bottle', priceRange: [18, 36] },
  ]),
  sub(818, 'shaving', 'Ξύρισμα', 'Shaving', [
    { el: 'Αφρός Ξυρίσματος', en: 'Shaving Foam', sizes: ['200ml'], shape: 'bottle', priceRange: [5, 12] },
    {
      el: 'Βάλσαμο για Μετά το Ξύρισμα',
      en: 'After Shave Balm',
      sizes: ['75ml'],
      shape: 'tube',
      priceRange: [9, 21],
    },
  ]),
  sub(818, 'men-face', 'Ανδρική Περιποίηση', 'Men Skincare', [
    {
      el: 'Ανδρική Κρέμα Προσώπου',
      en: "Men's Face Cream",
      sizes: ['50ml'],
      shape: 'tube',
      priceRange: [14, 30],
    },
  ]),
  sub(819, 'foundation', 'Make-up Προσώπου', 'Foundation', [
    {
      el: 'Υγρό Make-up',
      en: 'Liquid Foundation',
      sizes: ['30ml'],
      shape: 'bottle',
      priceRange: [14, 32],
      variants: 'shades',
    },
  ]),
  sub(819, 'lips', 'Χείλη', 'Lips', [
    {
      el: 'Κραγιόν Ενυδάτωσης',
      en: 'Moisturising Lipstick',
      sizes: ['4g'],
      shape: 'stick',
      priceRange: [8, 19],
      variants: 'shades',
    },
    { el: 'Balm Χειλιών', en: 'Lip Balm', sizes: ['4.8g'], shape: 'stick', priceRange: [3, 8] },
  ]),
  sub(819, 'eyes', 'Μάτια', 'Eyes', [
    { el: 'Μάσκαρα Όγκου', en: 'Volume Mascara', sizes: ['10ml'], shape: 'stick', priceRange: [9, 22] },
  ]),
  sub(820, 'baby-care', 'Βρεφική Περιποίηση', 'Baby Care', [
    { el: 'Βρεφικό Σαμπουάν', en: 'Baby Shampoo', sizes: ['300ml'], shape: 'bottle', priceRange: [6, 14] },
    {
      el: 'Κρέμα Αλλαγής Πάνας',
      en: 'Nappy Change Cream',
      sizes: ['100ml'],
      shape: 'tube',
      priceRange: [6, 13],
    },
  ]),
  sub(820, 'pregnancy', 'Εγκυμοσύνη', 'Pregnancy', [
    {
      el: 'Έλαιο κατά των Ραγάδων Εγκυμοσύνης',
      en: 'Pregnancy Stretch Mark Oil',
      sizes: ['100ml'],
      shape: 'bottle',
      priceRange: [16, 30],
    },
  ]),
  sub(820, 'baby-sun', 'Παιδικά Αντηλιακά', 'Kids Sun Care', [
    {
      el: 'Παιδικό Αντηλιακό SPF50+',
      en: 'Kids Sunscreen SPF50+',
      sizes: ['200ml'],
      shape: 'bottle',
      priceRange: [14, 26],
    },
  ]),
  sub(821, 'vitamins', 'Βιταμίνες', 'Vitamins', [
    {
      el: 'Βιταμίνη C 1000mg',
      en: 'Vitamin C 1000mg',
      sizes: ['30 δισκία'],
      shape: 'box',
      priceRange: [7, 16],
    },
    {
      el: 'Βιταμίνη D3 2000IU',
      en: 'Vitamin D3 2000IU',
      sizes: ['60 κάψουλες'],
      shape: 'box',
      priceRange: [8, 18],
    },
    { el: 'Πολυβιταμίνες', en: 'Multivitamins', sizes: ['30 δισκία'], shape: 'box', priceRange: [10, 25] },
  ]),
  sub(821, 'minerals', 'Μέταλλα & Ιχνοστοιχεία', 'Minerals', [
    {
      el: 'Μαγνήσιο 375mg',
      en: 'Magnesium 375mg',
      sizes: ['30 αναβράζοντα'],
      shape: 'box',
      priceRange: [7, 15],
    },
    { el: 'Ψευδάργυρος 25mg', en: 'Zinc 25mg', sizes: ['60 δισκία'], shape: 'box', priceRange: [6, 13] },
  ]),
  sub(821, 'probiotics', 'Προβιοτικά', 'Probiotics', [
    {
      el: 'Προβιοτικά Εντέρου',
      en: 'Gut Probiotics',
      sizes: ['20 κάψουλες'],
      shape: 'box',
      priceRange: [12, 28],
    },
  ]),
  sub(821, 'omega', 'Ωμέγα-3', 'Omega-3', [
    {
      el: 'Ιχθυέλαιο Ωμέγα-3',
      en: 'Omega-3 Fish Oil',
      sizes: ['60 κάψουλες'],
      shape: 'box',
      priceRange: [13, 30],
    },
  ]),
  sub(822, 'orthopaedic', 'Ορθοπεδικά', 'Orthopaedic', [
    {
      el: 'Κάλτσες Διαβαθμισμένης Συμπίεσης',
      en: 'Graduated Compression Socks',
      sizes: ['1 ζεύγος'],
      shape: 'box',
      priceRange: [18, 36],
      variants: 'sizes',
    },
    {
      el: 'Επιγονατίδα Ελαστική',
      en: 'Elastic Knee Support',
      sizes: ['1 τεμάχιο'],
      shape: 'box',
      priceRange: [12, 28],
      variants: 'sizes',
    },
  ]),
  sub(822, 'diabetes', 'Διαβήτης', 'Diabetes', [
    {
      el: 'Ταινίες Μέτρησης Σακχάρου',
      en: 'Blood Glucose Test Strips',
      sizes: ['50 τεμάχια'],
      shape: 'box',
      priceRange: [14, 26],
    },
  ]),
  sub(822, 'oral-care', 'Στοματική Υγιεινή', 'Oral Care', [
    {
      el: 'Οδοντόκρεμα Ευαίσθητων Δοντιών',
      en: 'Sensitive Teeth Toothpaste',
      sizes: ['75ml'],
      shape: 'tube',
      priceRange: [4, 9],
    },
    { el: 'Στοματικό Διάλυμα', en: 'Mouthwash', sizes: ['500ml'], shape: 'bottle', priceRange: [6, 12] },
  ]),
  sub(823, 'cold-flu', 'Κρυολόγημα', 'Cold & Flu', [
    {
      el: 'Ρινικό Σπρέι Θαλασσινού Νερού',
      en: 'Sea Water Nasal Spray',
      sizes: ['100ml'],
      shape: 'bottle',
      priceRange: [6, 12],
    },
    {
      el: 'Παστίλιες για τον Λαιμό',
      en: 'Throat Lozenges',
      sizes: ['24 παστίλιες'],
      shape: 'box',
      priceRange: [4, 9],
    },
  ]),
  sub(823, 'first-aid', 'Πρώτες Βοήθειες', 'First Aid', [
    {
      el: 'Αντισηπτικό Διάλυμα',
      en: 'Antiseptic Solution',
      sizes: ['250ml'],
      shape: 'bottle',
      priceRange: [4, 10],
    },
    {
      el: 'Αυτοκόλλητα Επιθέματα',
      en: 'Adhesive Plasters',
      sizes: ['20 τεμάχια'],
      shape: 'box',
      priceRange: [3, 7],
    },
  ]),
  sub(823, 'medical-devices', 'Ιατρικά Μηχανήματα', 'Medical Devices', [
    {
      el: 'Ψηφιακό Θερμόμετρο',
      en: 'Digital Thermometer',
      sizes: ['1 τεμάχιο'],
      shape: 'box',
      priceRange: [8, 25],
    },
    {
      el: 'Πιεσόμετρο Μπράτσου',
      en: 'Upper Arm Blood Pressure Monitor',
      sizes: ['1 τεμάχιο'],
      shape: 'box',
      priceRange: [35, 89],
    },
  ]),
  sub(914, 'insect-repellent', 'Εντομοαπωθητικά', 'Insect Repellent', [
    {
      el: 'Εντομοαπωθητικό Σπρέι',
      en: 'Insect Repellent Spray',
      sizes: ['100ml'],
      shape: 'bottle',
      priceRange: [6, 14],
    },
  ]),
  sub(914, 'gift-sets', 'Σετ Δώρου', 'Gift Sets', [
    {
      el: 'Σετ Δώρου Περιποίησης',
      en: 'Skincare Gift Set',
      sizes: ['3 τεμάχια'],
      shape: 'box',
      priceRange: [25, 60],
    },
  ]),
];

/** Product lines: names brands give their ranges, the same in both languages as on real packs. */
export const LINES = [
  'Hydra Boost',
  'Pure Balance',
  'Calm Derm',
  'Vital Age',
  'Sebo Clear',
  'Aqua Pro',
  'Nutri Repair',
  'Lumi C',
  'Sensitive Plus',
  'Derma Protect',
  'Olive Touch',
  'Mastic Care',
  'Thermal Spring',
  'Bio Active',
  'Gentle Kids',
  'Forte',
  'Ultra',
  'Daily',
  'Intensive',
  'Classic',
];

export interface BrandSeed {
  eurl: string;
  name: string;
  countryIso: string;
  el: string;
  en: string;
}

export const BRANDS: BrandSeed[] = [
  [
    'dermaline',
    'Dermaline',
    'FR',
    'Γαλλική δερμοκοσμητική για ευαίσθητο δέρμα.',
    'French dermocosmetics for sensitive skin.',
  ],
  ['aqualis', 'Aqualis', 'FR', 'Ιαματικό νερό σε κάθε φόρμουλα.', 'Thermal spring water in every formula.'],
  [
    'herbanova',
    'Herbanova',
    'GR',
    'Ελληνικά βότανα και φυτικά εκχυλίσματα.',
    'Greek herbs and plant extracts.',
  ],
  [
    'medisol',
    'Medisol',
    'ES',
    'Αντηλιακή προστασία με ιατρική έρευνα.',
    'Sun protection backed by medical research.',
  ],
  [
    'vitapharm-hellas',
    'Vitapharm Hellas',
    'GR',
    'Συμπληρώματα διατροφής υψηλής καθαρότητας.',
    'High-purity food supplements.',
  ],
  ['olivea', 'Olivea', 'GR', 'Περιποίηση με κρητικό ελαιόλαδο.', 'Care with Cretan olive oil.'],
  [
    'kalos-derm',
    'Kalos Derm',
    'GR',
    'Δερματολογική φροντίδα από την Αθήνα.',
    'Dermatological care from Athens.',
  ],
  [
    'thalassa-labs',
    'Thalassa Labs',
    'GR',
    'Θαλάσσια συστατικά για δέρμα και μαλλιά.',
    'Marine ingredients for skin and hair.',
  ],
  ['pure-kos', 'Pure Kos', 'GR', 'Απλές φόρμουλες από την Κω.', 'Simple formulas from Kos.'],
  ['sanitas', 'Sanitas', 'DE', 'Ιατρικά είδη και μηχανήματα.', 'Medical supplies and devices.'],
  ['nutrimax', 'NutriMax', 'NL', 'Βιταμίνες για όλη την οικογένεια.', 'Vitamins for the whole family.'],
  ['biocrete', 'BioCrete', 'GR', 'Βιολογικά προϊόντα από την Κρήτη.', 'Organic products from Crete.'],
  ['aloe-ionia', 'Aloe Ionia', 'GR', 'Αλόη βέρα από το Ιόνιο.', 'Aloe vera from the Ionian.'],
  ['calmea', 'Calmea', 'IT', 'Καταπραϋντική φροντίδα για ατοπικό δέρμα.', 'Soothing care for atopic skin.'],
  ['zenith-care', 'Zenith Care', 'CH', 'Ελβετική αντιγήρανση.', 'Swiss anti-ageing.'],
  ['mastiha-gold', 'Mastiha Gold', 'GR', 'Μαστίχα Χίου σε κάθε προϊόν.', 'Chios mastic in every product.'],
  ['pharmaderm', 'Pharmaderm', 'GR', 'Φαρμακευτικά καλλυντικά.', 'Pharmacy cosmetics.'],
  ['lavanda', 'Lavanda', 'FR', 'Λεβάντα της Προβηγκίας.', 'Provence lavender.'],
  ['sol-protect', 'Sol Protect', 'ES', 'Αντηλιακά για όλη την οικογένεια.', 'Sun care for the whole family.'],
  ['babynea', 'BabyNea', 'IT', 'Ήπια φροντίδα για βρέφη.', 'Gentle care for babies.'],
  ['hairvital', 'HairVital', 'IT', 'Εξειδίκευση στην τριχόπτωση.', 'Specialists in hair loss.'],
  ['gentleman-co', 'Gentleman Co', 'GB', 'Ανδρική περιποίηση.', "Men's grooming."],
  ['colorina', 'Colorina', 'IT', 'Μακιγιάζ με φροντίδα.', 'Makeup that cares.'],
  ['immuno-plus', 'Immuno Plus', 'DE', 'Στήριξη του ανοσοποιητικού.', 'Immune support.'],
  ['orthos', 'Orthos', 'GR', 'Ορθοπεδικά είδη.', 'Orthopaedic supports.'],
  ['nasalin', 'Nasalin', 'FR', 'Ρινική υγιεινή.', 'Nasal hygiene.'],
  ['dentalis', 'Dentalis', 'CH', 'Στοματική υγιεινή.', 'Oral care.'],
  ['glucocheck', 'GlucoCheck', 'DE', 'Αξιόπιστη μέτρηση σακχάρου.', 'Reliable glucose testing.'],
].map(([eurl, name, countryIso, el, en]) => ({ eurl, name, countryIso, el, en }) as BrandSeed);

export const STATUSES = [
  { code: 'new', el: 'Νέο', en: 'New', colorHex: '#0f766e', showAsTag: true },
  { code: 'offer', el: 'Προσφορά', en: 'Offer', colorHex: '#b91c1c', showAsTag: true },
  { code: 'gift', el: 'Με δώρο', en: 'With gift', colorHex: '#7c3aed', showAsTag: true },
  { code: 'vegan', el: 'Vegan', en: 'Vegan', colorHex: '#15803d', showAsTag: true },
  { code: 'gluten-free', el: 'Χωρίς γλουτένη', en: 'Gluten free', colorHex: '#a16207', showAsTag: true },
  { code: 'bestseller', el: 'Best seller', en: 'Best seller', colorHex: '#1d4ed8', showAsTag: true },
  {
    code: 'pharmacist-pick',
    el: 'Επιλογή φαρμακοποιού',
    en: "Pharmacist's pick",
    colorHex: '#0e7490',
    showAsTag: false,
  },
];

export const SHADES = [
  { el: 'Φυσικό Μπεζ', en: 'Natural Beige', value: '#e0b48f' },
  { el: 'Ανοιχτό Πορσελάνη', en: 'Light Porcelain', value: '#f1d3bc' },
  { el: 'Χρυσό Μελί', en: 'Golden Honey', value: '#c68e5a' },
  { el: 'Κόκκινο Κερασί', en: 'Cherry Red', value: '#a4161a' },
  { el: 'Ροζ Nude', en: 'Nude Pink', value: '#d8a39d' },
];

export const SIZES = [
  { el: 'S', en: 'S' },
  { el: 'M', en: 'M' },
  { el: 'L', en: 'L' },
  { el: 'XL', en: 'XL' },
];

export const GIFT_CARD_AMOUNTS = [25, 50, 100];
