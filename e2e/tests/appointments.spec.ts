import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './checkout-journey';
import { open, screenshot, signIn, verifiedCustomer } from './support';

type Language = 'el' | 'en';
const at = (language: Language, path: string) => (language === 'el' ? path : `/en${path}`);

const TEXT = {
  el: {
    title: 'Ραντεβού με τον φαρμακοποιό',
    online: 'Διαδικτυακά',
    topic: 'Θέμα',
    note: 'Σημείωση για τον φαρμακοποιό',
    submit: 'Κλείστε το ραντεβού',
    booked: 'Το ραντεβού σας κλείστηκε',
    confirmed: 'Το ραντεβού σας με τον φαρμακοποιό επιβεβαιώθηκε',
    cancelledMail: 'Το ραντεβού σας με τον φαρμακοποιό ακυρώθηκε',
    mine: 'Τα ραντεβού μου',
    cancel: 'Ακύρωση',
    confirmCancel: 'Ναι, ακύρωση',
    cancelled: 'Ακυρωμένο',
    benefit: 'Η κατηγορία σας περιλαμβάνει δωρεάν συμβουλή',
  },
  en: {
    title: 'Appointment with the pharmacist',
    online: 'Online',
    topic: 'Topic',
    note: 'A note for the pharmacist',
    submit: 'Book the appointment',
    booked: 'Your appointment is booked',
    confirmed: 'Your appointment with the pharmacist is confirmed',
    cancelledMail: 'Your appointment with the pharmacist is cancelled',
    mine: 'My appointments',
    cancel: 'Cancel',
    confirmCancel: 'Yes, cancel it',
    cancelled: 'Cancelled',
    benefit: 'Your tier includes free advice from the pharmacist',
  },
} as const;

/** The decoded lines of the `.ics` attached to the newest mail to `address` whose subject holds `subject`. */
async function icsOfMail(address: string, subject: string): Promise<string[]> {
  const api = process.env.E2E_API_URL;
  const listing = await (await fetch(`${api}/dev/mail`)).text();
  for (const [, id] of listing.matchAll(/<tr><td>(\d+)<\/td>/g)) {
    const mail = await (await fetch(`${api}/dev/mail/${id}`)).text();
    if (!mail.includes(address) || !mail.includes(subject)) continue;
    const raw = await (await fetch(`${api}/dev/mail/${id}/raw`)).text();
    const start = raw.indexOf('filename=appointment.ics');
    expect(start, 'an appointment.ics is attached').toBeGreaterThan(0);
    const part = raw.slice(raw.lastIndexOf('\n--', start) + 1);
    const bodyStart = part.indexOf('\n\n');
    const headers = part.slice(0, bodyStart);
    const body = part.slice(bodyStart + 2, part.indexOf('\n--', bodyStart));
    const text = /base64/i.test(headers)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : Buffer.from(
          body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8');
    return text.replace(/\r\n[ \t]/g, '').split(/\r?\n/);
  }
  throw new Error(`no mail "${subject}" to ${address}`);
}

async function approvedPoints(page: Page, language: Language): Promise<number> {
  await open(page, at(language, '/profile/loyalty'));
  const approved = page.getByTestId('loyalty-approved');
  await expect(approved).not.toBeEmpty();
  return Number((await approved.textContent())?.replace(/\D/g, ''));
}

for (const language of ['el', 'en'] as const) {
  const text = TEXT[language];
  test(`${language}: a customer books a consultation, gets the .ics, cancels it and the points go back`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = await verifiedCustomer(`appointment-${language}`, 'Ελένη', 'Ραντεβού');

    // A guest sees where and when, and is asked to sign in first.
    await open(page, at(language, '/book-appointment'));
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByTestId('appointment-sign-in')).toBeVisible();
    await expectAccessible(page, `book-appointment guest ${language}`);

    await signIn(page, email);
    const before = await approvedPoints(page, language);
    await expect(page.getByTestId('appointment-benefit')).toContainText(text.benefit);
    await page.getByTestId('appointment-benefit').getByRole('link', { name: text.mine }).waitFor();

    await open(page, at(language, '/book-appointment'));
    const form = page.getByTestId('appointment-form');
    await expect(form).toBeVisible();
    if (language === 'en') await form.getByLabel(text.online).check();
    const time = form.getByTestId('appointment-times').locator('label').first();
    await expect(time).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `appointments-book-${language}-390`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, `appointments-book-${language}-1366`);
    await expectAccessible(page, `book-appointment ${language}`);
    await time.click();
    await form.getByLabel(text.topic).fill(language === 'el' ? 'Αρτηριακή πίεση' : 'Blood pressure');
    await form
      .getByLabel(text.note)
      .fill(language === 'el' ? 'Παίρνω δύο φάρμακα.' : 'I take two medicines.');
    await form.getByRole('button', { name: text.submit }).click();
    await expect(page.getByTestId('appointment-booked')).toContainText(text.booked);

    const request = await icsOfMail(email, text.confirmed);
    expect(request).toEqual(expect.arrayContaining(['BEGIN:VCALENDAR', 'METHOD:REQUEST', 'BEGIN:VEVENT']));
    const uid = request.find((line) => line.startsWith('UID:'));
    expect(uid).toMatch(/^UID:appointment-\d+@/);
    expect(request.some((line) => /^DTSTART:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    if (language === 'en') expect(request).toContain('URL:https://meet.example.gr/pharmacist');
    else expect(request.some((line) => line.startsWith('LOCATION:'))).toBe(true);

    expect(await approvedPoints(page, language)).toBe(before + 20);
    await page.getByTestId('appointment-benefit').scrollIntoViewIfNeeded();
    await screenshot(page, `appointments-loyalty-${language}`);

    await open(page, at(language, '/profile/appointments'));
    const upcoming = page.getByTestId('appointments-upcoming');
    await expect(upcoming.getByTestId('appointment-row')).toHaveCount(1);
    await screenshot(page, `appointments-mine-${language}-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `appointments-mine-${language}-390`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await expectAccessible(page, `profile/appointments ${language}`);
    await upcoming.getByRole('button', { name: text.cancel }).click();
    const dialog = page.getByRole('dialog');
    await expectAccessible(page, `cancel dialog ${language}`);
    await dialog.getByRole('button', { name: text.confirmCancel }).click();
    await expect(page.getByTestId('appointments-past').getByTestId('appointment-row')).toContainText(
      text.cancelled,
    );
    await expect(page.getByTestId('appointments-upcoming')).toHaveCount(0);

    const cancel = await icsOfMail(email, text.cancelledMail);
    expect(cancel).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', uid]));
    expect(await approvedPoints(page, language)).toBe(before);
  });
}
