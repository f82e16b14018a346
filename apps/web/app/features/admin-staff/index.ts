/** The staff's pages: sign-in, the dashboard of what waits today, and the Admin's staff screen. */
export { Dashboard } from './dashboard';
export { staffSaveInput } from './staff-input';
export { type StaffListFilters, StaffPage } from './staff-page';
export { StaffSignIn } from './staff-sign-in';
