import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/service.ts';
import type { CheckoutOptionsService } from '../checkout-options/service.ts';
import type { CustomerService } from '../customers/service.ts';
import type { LoyaltyService } from '../loyalty/service.ts';
import type { MailService } from '../mail/service.ts';
import { appointmentAdminRoutes } from './admin-routes.ts';
import { AppointmentMailer } from './mailer.ts';
import { appointmentMessages } from './messages.ts';
import { appointmentReminderJob } from './reminder-job.ts';
import { appointmentRoutes } from './routes.ts';
import { AppointmentService } from './service.ts';
import { AppointmentViews } from './views.ts';

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
