/** What the routes use of the contact page. */
export { contactInfoQuery, storesQuery } from './api/contact-info';
export { ContactPage } from './components/contact-page';
export { contactTranslations } from './translations';
