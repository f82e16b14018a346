/** The staff member's own pages: sign-in, and the dashboard of what waits today. */
export { Dashboard } from './dashboard';
export { StaffSignIn } from './staff-sign-in';
