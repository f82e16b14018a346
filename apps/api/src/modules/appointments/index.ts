import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import type { CheckoutOptionsService } from '../checkout-options/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { MailService } from '../mail/index.ts';
import { appointmentAdminRoutes } from './admin-routes.ts';
import { AppointmentMailer } from './mailer.ts';
import { appointmentMessages } from './messages.ts';
import { appointmentReminderJob } from './reminder-job.ts';
import { appointmentRoutes } from './routes.ts';
import { AppointmentService } from './service.ts';
import { AppointmentViews } from './views.ts';

export { eraseAppointmentsOf } from './own-data.ts';
export type { AppointmentService } from './service.ts';

export const appointmentsModule = {
  name: 'appointments',
  routes: [appointmentRoutes, appointmentAdminRoutes, appointmentReminderJob],
  messages: appointmentMessages,
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{
    audit: AuditService;
    mail: MailService;
    customers: CustomerService;
    loyalty: LoyaltyService;
    checkoutOptions: CheckoutOptionsService;
  }>) => {
    const { meetingUrl, slotMinutes, leadMinutes, bookingDays } = config.appointments;
    const mailer = new AppointmentMailer(services.mail, services.customers, services.checkoutOptions, {
      publicUrl: config.publicUrl,
      shopName: config.shopName,
      shopEmail: config.contact.email,
      meetingUrl,
    });
    return {
      appointments: new AppointmentService(
        db,
        { meetingUrl, slotMinutes, leadMinutes, bookingDays },
        services.loyalty,
        services.checkoutOptions,
        mailer,
        new AppointmentViews(db, meetingUrl, services.checkoutOptions, services.customers),
        services.audit,
      ),
    };
  },
} as const satisfies ApiModule;
