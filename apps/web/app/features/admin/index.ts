export { adminTranslations } from './translations';
