export const captchaMessages = {
  el: {
    captcha_required:
      'Έγιναν πολλές αποτυχημένες προσπάθειες. Ολοκληρώστε τον έλεγχο ασφαλείας και δοκιμάστε ξανά.',
    captcha_invalid: 'Ο έλεγχος ασφαλείας δεν ολοκληρώθηκε ή έληξε. Ολοκληρώστε τον ξανά.',
  },
  en: {
    captcha_required: 'There were many failed attempts. Complete the security check and try again.',
    captcha_invalid: 'The security check was not completed or has expired. Please complete it again.',
  },
} as const;
