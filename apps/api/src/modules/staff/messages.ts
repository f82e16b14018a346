export const staffMessages = {
  el: {
    staff_forbidden: 'Ο ρόλος σας δεν επιτρέπει αυτή την ενέργεια.',
  },
  en: {
    staff_forbidden: 'Your role does not allow this action.',
  },
} as const;
