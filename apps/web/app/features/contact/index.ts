/** What the routes use of the contact page. */
export { getContactInfo, getStores } from './api/contact-info';
export { ContactPage } from './components/contact-page';
export { contactTranslations } from './translations';
