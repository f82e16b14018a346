/** The back office's returns inbox (decision 048): the customers' returns and staff's steps on them. */
export { type ReturnsData, ReturnsPage } from './returns-page';
export { isReturnStep, STEP_FORMS } from './step-forms';
export { returnsTranslations } from './translations';
