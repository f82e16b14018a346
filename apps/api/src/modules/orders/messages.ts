export const orderMessages = {
  el: {
    order_not_found: 'Η παραγγελία δεν βρέθηκε.',
    order_status_change_not_allowed: 'Η παραγγελία δεν μπορεί να περάσει σε αυτή την κατάσταση.',
  },
  en: {
    order_not_found: 'Order not found.',
    order_status_change_not_allowed: 'The order cannot move to this status.',
  },
} as const;
