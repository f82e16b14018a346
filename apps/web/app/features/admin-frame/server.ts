/** What the back office's loaders and actions use: the staff session, its API calls, an action's outcome. */
export { staffDownload } from './download.server';
export { attempt, intentOf, parseForm } from './outcome.server';
export { deleteEntry, openNew, saveEntry } from './save-entry.server';
export {
  readStaffSession,
  requireStaffSession,
  staffApi,
  staffRawApi,
  staffSessionCookie,
} from './staff-session.server';
