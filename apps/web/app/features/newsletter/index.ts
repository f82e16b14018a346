/** What the rest of the storefront uses of the newsletter: the footer's sign-up and the mailed links' pages. */
export { NewsletterBox } from './components/newsletter-box';
export { NewsletterUnsubscribe } from './components/newsletter-unsubscribe';
export { NewsletterVerification } from './components/newsletter-verification';
