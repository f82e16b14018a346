export const reviewMessages = {
  el: {
    review_target_not_supported: 'Οι αξιολογήσεις υπάρχουν μόνο για προϊόντα.',
  },
  en: {
    review_target_not_supported: 'Reviews exist for products only.',
  },
} as const;
