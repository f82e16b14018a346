-- Countries and regions an address can use; Greece keeps id 1, the default country (spec 000 §9).
INSERT INTO "countries" ("id", "iso2", "name_el", "name_en", "sort_order") VALUES
	(1, 'GR', 'Ελλάδα', 'Greece', 1),
	(2, 'CY', 'Κύπρος', 'Cyprus', 2);
--> statement-breakpoint
-- The 13 administrative regions of Greece, Attica and the two Macedonian regions first (most orders).
INSERT INTO "country_regions" ("id", "country_id", "name_el", "name_en", "sort_order") VALUES
	(1, 1, 'Αττική', 'Attica', 1),
	(2, 1, 'Κεντρική Μακεδονία', 'Central Macedonia', 2),
	(3, 1, 'Ανατολική Μακεδονία και Θράκη', 'Eastern Macedonia and Thrace', 3),
	(4, 1, 'Δυτική Μακεδονία', 'Western Macedonia', 4),
	(5, 1, 'Ήπειρος', 'Epirus', 5),
	(6, 1, 'Θεσσαλία', 'Thessaly', 6),
	(7, 1, 'Στερεά Ελλάδα', 'Central Greece', 7),
	(8, 1, 'Ιόνια Νησιά', 'Ionian Islands', 8),
	(9, 1, 'Δυτική Ελλάδα', 'Western Greece', 9),
	(10, 1, 'Πελοπόννησος', 'Peloponnese', 10),
	(11, 1, 'Βόρειο Αιγαίο', 'North Aegean', 11),
	(12, 1, 'Νότιο Αιγαίο', 'South Aegean', 12),
	(13, 1, 'Κρήτη', 'Crete', 13),
	(101, 2, 'Λευκωσία', 'Nicosia', 1),
	(102, 2, 'Λεμεσός', 'Limassol', 2),
	(103, 2, 'Λάρνακα', 'Larnaca', 3),
	(104, 2, 'Πάφος', 'Paphos', 4),
	(105, 2, 'Αμμόχωστος', 'Famagusta', 5),
	(106, 2, 'Κερύνεια', 'Kyrenia', 6);
