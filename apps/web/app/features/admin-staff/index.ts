export { Dashboard } from './dashboard';
export { StaffSignIn } from './staff-sign-in';
