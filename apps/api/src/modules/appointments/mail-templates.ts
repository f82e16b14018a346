import { type AppointmentType, DEFAULT_PATH_SETTINGS, type Language, localizePath } from '@shop/contract';
import { greekVocative } from '../../lib/greek-vocative.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from '../mail/index.ts';
import { buildIcs } from './ics.ts';

export type AppointmentMailKind = 'confirmed' | 'cancelled' | 'reminder';

/** What an appointment's mail says. */
export interface AppointmentMailInput {
  kind: AppointmentMailKind;
  language: Language;
  shopName: string;
  shopEmail: string;
  publicUrl: string;
  to: string;
  name: string;
  uid: string;
  type: AppointmentType;
  start: Date;
  end: Date;
  topic: string;
  /** The store's name and address for InPerson. */
  place: string | null;
  meetingUrl: string | null;
  points: number;
  /** The shop's note on a cancellation by staff. */
  cancelNote: string | null;
  now: Date;
}

const TEXTS = {
  el: {
    subject: {
      confirmed: 'Το ραντεβού σας με τον φαρμακοποιό επιβεβαιώθηκε',
      cancelled: 'Το ραντεβού σας με τον φαρμακοποιό ακυρώθηκε',
      reminder: 'Υπενθύμιση: αύριο το ραντεβού σας με τον φαρμακοποιό',
    },
    intro: {
      confirmed: 'Το ραντεβού σας κλείστηκε.',
      cancelled: 'Το ραντεβού σας ακυρώθηκε.',
      reminder: 'Σας υπενθυμίζουμε το ραντεβού σας.',
    },
    greeting: (name: string) => (name ? `Γεια σας ${greekVocative(name)},` : 'Γεια σας,'),
    when: 'Πότε:',
    where: 'Πού:',
    online: 'Διαδικτυακά:',
    topic: 'Θέμα:',
    points: (points: number) => `Κερδίσατε ${points} πόντους επιβράβευσης.`,
    pointsBack: (points: number) => `Οι ${points} πόντοι της κράτησης αφαιρέθηκαν.`,
    note: 'Σημείωση του φαρμακείου:',
    calendar: {
      add: 'Ανοίξτε το συνημμένο αρχείο appointment.ics για να το προσθέσετε στο ημερολόγιό σας.',
      remove: 'Ανοίξτε το συνημμένο αρχείο appointment.ics για να το αφαιρέσετε από το ημερολόγιό σας.',
    },
    action: 'Τα ραντεβού μου',
    summary: (shop: string) => `Ραντεβού με τον φαρμακοποιό · ${shop}`,
    locale: 'el-GR',
  },
  en: {
    subject: {
      confirmed: 'Your appointment with the pharmacist is confirmed',
      cancelled: 'Your appointment with the pharmacist is cancelled',
      reminder: 'Reminder: your appointment with the pharmacist is tomorrow',
    },
    intro: {
      confirmed: 'Your appointment is booked.',
      cancelled: 'Your appointment has been cancelled.',
      reminder: 'This is a reminder of your appointment.',
    },
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    when: 'When:',
    where: 'Where:',
    online: 'Online:',
    topic: 'Topic:',
    points: (points: number) => `You earned ${points} loyalty points.`,
    pointsBack: (points: number) => `The booking's ${points} points have been taken back.`,
    note: "The pharmacy's note:",
    calendar: {
      add: 'Open the attached appointment.ics to add it to your calendar.',
      remove: 'Open the attached appointment.ics to remove it from your calendar.',
    },
    action: 'My appointments',
    summary: (shop: string) => `Appointment with the pharmacist · ${shop}`,
    locale: 'en-GB',
  },
} as const;

function when(input: AppointmentMailInput): string {
  const format = new Intl.DateTimeFormat(TEXTS[input.language].locale, {
    timeZone: 'Europe/Athens',
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  const endTime = new Intl.DateTimeFormat(TEXTS[input.language].locale, {
    timeZone: 'Europe/Athens',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  return `${format.format(input.start)} - ${endTime.format(input.end)}`;
}

/** An appointment's mail in its language, as HTML and plain text with the `.ics` attached; data is escaped. */
export function renderAppointmentMail(input: AppointmentMailInput): OutgoingMail {
  const texts = TEXTS[input.language];
  const subject = `${texts.subject[input.kind]} · ${input.shopName}`;
  const url = `${input.publicUrl}${localizePath(input.language, '/profile/appointments', DEFAULT_PATH_SETTINGS)}`;
  const greeting = texts.greeting(input.name);
  const body = [
    texts.intro[input.kind],
    `${texts.when} ${when(input)}`,
    input.type === 'Online'
      ? `${texts.online} ${input.meetingUrl ?? ''}`
      : `${texts.where} ${input.place ?? ''}`,
    `${texts.topic} ${input.topic}`,
  ];
  if (input.kind === 'confirmed' && input.points > 0) body.push(texts.points(input.points));
  if (input.kind === 'cancelled' && input.points > 0) body.push(texts.pointsBack(input.points));
  if (input.kind === 'cancelled' && input.cancelNote) body.push(`${texts.note} ${input.cancelNote}`);
  body.push(input.kind === 'cancelled' ? texts.calendar.remove : texts.calendar.add);
  const html = `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(texts.action)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(url)}</p>
</body></html>`;
  const plain = [greeting, '', ...body, '', `${texts.action}: ${url}`].join('\n');
  const method = input.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ics = buildIcs({
    uid: input.uid,
    method,
    sequence: method === 'CANCEL' ? 1 : 0,
    stamp: input.now,
    start: input.start,
    end: input.end,
    summary: texts.summary(input.shopName),
    description: `${texts.topic} ${input.topic}`,
    ...(input.place ? { location: input.place } : {}),
    ...(input.meetingUrl ? { url: input.meetingUrl } : {}),
    organizer: { name: input.shopName, email: input.shopEmail },
    attendee: input.to,
  });
  return {
    to: input.to,
    subject,
    html,
    text: plain,
    attachments: [
      {
        filename: 'appointment.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}
