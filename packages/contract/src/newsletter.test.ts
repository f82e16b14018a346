import { describe, expect, it } from 'vitest';
import { isNewsletterEmail, NEWSLETTER_UNSUBSCRIBE_TOKEN, newsletterSignupIssues } from './newsletter.ts';
import { newsletterSubscribeRequestSchema } from './newsletter-schemas.ts';

describe('the newsletter sign-up rules (spec 000 §5)', () => {
  it('takes a local part, a domain and one or two 2-5 letter suffixes', () => {
    for (const good of ['maria@example.gr', ' Maria.P@Example.COM ', 'a+b@mail.example.co.uk', 'x@y.info'])
      expect(isNewsletterEmail(good), good).toBe(true);
    for (const bad of [
      '',
      'maria',
      'maria@example',
      'maria@example.g',
      'maria@example.museums',
      'a b@x.gr',
      'a@@x.gr',
    ])
      expect(isNewsletterEmail(bad), bad).toBe(false);
    expect(isNewsletterEmail(`${'a'.repeat(250)}@x.gr`)).toBe(false);
  });

  it('answers the codes the API answers, without Zod, for the footer', () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{}, { eml: 'x' }],
      [
        { eml: ' ', trm: 'on' },
        { eml: ' ', trm: true },
      ],
      [
        { eml: 'maria@example', trm: 'on' },
        { eml: 'maria@example', trm: true },
      ],
      [{ eml: 'maria@example.gr' }, { eml: 'maria@example.gr', trm: false }],
      [
        { eml: 'maria@example.gr', trm: 'on' },
        { eml: 'maria@example.gr', trm: true },
      ],
    ];
    for (const [form, body] of cases) {
      const inBrowser = newsletterSignupIssues(form).map((issue) => `${issue.path}:${issue.code}`);
      const parsed = newsletterSubscribeRequestSchema.safeParse(body);
      const onServer = parsed.success
        ? []
        : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
      if (form.eml === undefined) expect(inBrowser).toEqual(['eml:required_field', 'trm:terms_required']);
      else expect(inBrowser, JSON.stringify(form)).toEqual(onServer);
    }
  });

  it('recognises the shape of an unsubscribe token', () => {
    expect(NEWSLETTER_UNSUBSCRIBE_TOKEN.test(`12.${'A'.repeat(43)}`)).toBe(true);
    for (const bad of [
      `0.${'A'.repeat(43)}`,
      `12.${'A'.repeat(42)}`,
      `12${'A'.repeat(44)}`,
      `12.${'A'.repeat(42)}=`,
    ])
      expect(NEWSLETTER_UNSUBSCRIBE_TOKEN.test(bad), bad).toBe(false);
  });
});
