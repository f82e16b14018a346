/**
 * The storefront's return routes of each card provider (spec 001 §2), without the language prefix.
 * Alpha Bank and Winbank put the order's uid at the end of the success path.
 */
export const PAYMENT_RETURN_PATHS = {
  sandbox: { success: '/payment/sandbox/success', cancel: '/payment/sandbox/cancel' },
  viva: { success: '/payment/viva/success', cancel: '/payment/viva/cancel' },
  // Viva returns every payment of its checkout to the same pages, IRIS ones too.
  viva_iris: { success: '/payment/viva/success', cancel: '/payment/viva/cancel' },
  paypal: { success: '/payment/paypal/success', cancel: '/payment/paypal/cancel' },
  alpha: { success: '/payment/alpha/success', cancel: '/payment/alpha/cancel' },
  winbank: { success: '/payment/winbank/success', cancel: '/payment/winbank/cancel' },
} as const;
export type CardProviderCode = keyof typeof PAYMENT_RETURN_PATHS;
