/** Texts of picking and packing (decision 047). */
export const pickingMessages = {
  el: {
    picking_location_not_found: 'Το σημείο αποθέματος δεν υπάρχει.',
    picking_order_not_found: 'Η παραγγελία δεν βρέθηκε.',
    picking_not_packable:
      'Η παραγγελία δεν περιμένει αποστολή (δεν είναι πληρωμένη ή έχει ήδη σταλεί ή ακυρωθεί) και δεν συσκευάζεται.',
    picking_not_at_location: 'Η παραγγελία δεν παίρνει τίποτα από αυτό το σημείο.',
    picking_wrong_line:
      'Λάθος προϊόν: ένα από όσα σαρώσατε ή επιλέξατε δεν ανήκει σε αυτή την παραγγελία. Αφαιρέστε το και σαρώστε το σωστό.',
    picking_too_many: 'Σαρώσατε περισσότερα τεμάχια από όσα έχει η παραγγελία.',
    picking_missing_line:
      'Λείπουν γραμμές της παραγγελίας. Σαρώστε τες όλες ή επιλέξτε «Μερική αποστολή» και γράψτε τον λόγο.',
    picking_nothing_picked: 'Δεν σαρώσατε ούτε επιλέξατε τίποτα.',
  },
  en: {
    picking_location_not_found: 'The stock location does not exist.',
    picking_order_not_found: 'The order was not found.',
    picking_not_packable:
      'The order is not awaiting shipment (not paid, or already sent or cancelled) and cannot be packed.',
    picking_not_at_location: 'The order takes nothing from this location.',
    picking_wrong_line:
      'Wrong product: something you scanned or ticked is not part of this order. Remove it and scan the right one.',
    picking_too_many: 'You scanned more items than the order holds.',
    picking_missing_line:
      'Lines of the order are missing. Scan them all, or choose "Partial shipment" and give the reason.',
    picking_nothing_picked: 'You scanned or ticked nothing.',
  },
} as const;
