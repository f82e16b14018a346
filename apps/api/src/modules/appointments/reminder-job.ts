import type { FastifyInstance } from 'fastify';

/**
 * Every `appointments.reminderSweepSeconds` (0: never): mails the reminder of each booked
 * appointment starting within a day. Each appointment is claimed once in the database, so
 * several processes may run it.
 */
export async function appointmentReminderJob(app: FastifyInstance) {
  const seconds = app.config.appointments.reminderSweepSeconds;
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= app.services.appointments
      .sendReminders()
      .then((sent) => {
        if (sent > 0) app.log.info({ sent }, 'appointment reminders');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'appointment reminders failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, seconds * 1000);
    timer.unref();
    sweep();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
