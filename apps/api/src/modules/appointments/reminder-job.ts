import type { FastifyInstance } from 'fastify';

/**
 * Every `appointments.reminderSweepSeconds` (0: never), once across every process: mails the
 * reminder of each booked appointment starting within a day. Each appointment is claimed once in
 * the database, so a retried run mails nothing twice.
 */
export async function appointmentReminderJob(app: FastifyInstance): Promise<void> {
  app.services.jobs.every({
    name: 'appointments.remind',
    everySeconds: app.config.appointments.reminderSweepSeconds,
    runAtStart: true,
    run: async () => {
      const sent = await app.services.appointments.sendReminders();
      if (sent > 0) app.log.info({ sent }, 'appointment reminders');
    },
  });
}
