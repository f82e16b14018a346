import type { FastifyInstance } from 'fastify';
import { registerIntervalJob } from '../../lib/interval-job.ts';

/**
 * Every `appointments.reminderSweepSeconds` (0: never): mails the reminder of each booked
 * appointment starting within a day. Each appointment is claimed once in the database, so
 * several processes may run it.
 */
export async function appointmentReminderJob(app: FastifyInstance) {
  registerIntervalJob(app, {
    seconds: app.config.appointments.reminderSweepSeconds,
    runAtStart: true,
    failure: 'appointment reminders failed',
    run: async () => {
      const sent = await app.services.appointments.sendReminders();
      if (sent > 0) app.log.info({ sent }, 'appointment reminders');
    },
  });
}
