/** What the routes use of appointments: the booking page, the customer's list and the loyalty page's benefit. */
export { getAppointmentOptions } from './api/get-appointment-options';
export { AppointmentBenefit } from './components/appointment-benefit';
export { AppointmentsPage } from './components/appointments-page';
export { BookAppointmentPage } from './components/book-appointment-page';
