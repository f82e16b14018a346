/** The back office's exports: orders of a period and customers, as CSV. */
export { ExportsPage } from './exports-page';
