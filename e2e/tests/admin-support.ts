import { expect, type Page } from '@playwright/test';

export type StaffRole = 'SalesPerson' | 'Inspector' | 'Admin';

/** The staff users global-setup made, one per role. */
export function staffEmail(role: StaffRole): string {
  const email = {
    SalesPerson: process.env.E2E_STAFF_EMAIL,
    Inspector: process.env.E2E_INSPECTOR_EMAIL,
    Admin: process.env.E2E_ADMIN_EMAIL,
  }[role];
  if (!email) throw new Error(`no ${role} was made by global-setup`);
  return email;
}

const SIGN_IN = {
  en: { email: 'Email', password: 'Password', submit: 'Sign in' },
  el: { email: 'Email', password: 'Κωδικός', submit: 'Σύνδεση' },
} as const;

/** Signs in to the back office through its form and lands on the dashboard. */
export async function staffSignsIn(page: Page, role: StaffRole, language: 'el' | 'en' = 'en'): Promise<void> {
  const texts = SIGN_IN[language];
  await page.goto(`/${language}/admin/login`);
  const submit = page.getByRole('button', { name: texts.submit });
  await expect(submit).toBeEnabled();
  await page.getByLabel(texts.email).fill(staffEmail(role));
  await page.getByLabel(texts.password).fill(process.env.E2E_STAFF_PASSWORD ?? '');
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/${language}/admin$`));
}

/** Splits one CSV line (quoted fields may hold commas and doubled quotes). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted && char === '"' && line[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
}

export function csvLine(fields: string[]): string {
  return fields
    .map((field) => (/[",\n\r]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field))
    .join(',');
}
