import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { MailService } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const welcome = {
  to: 'maria@example.gr',
  subject: 'Καλώς ήρθατε <Μαρία>',
  html: '<p>Γεια σας, <strong>Μαρία</strong>!</p>',
  text: 'Γεια σας, Μαρία!',
};

describe('MailService.send', () => {
  it('renders the message to MIME and stores it in the outbox, unsent', async () => {
    const id = await t.services.mail.send(welcome);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ recipient: welcome.to, subject: welcome.subject, sentAt: null, attempts: 0 });
    expect(row?.messageId).toMatch(/^<.+@.+>$/);
    const raw = row?.raw ?? '';
    expect(raw).toMatch(/^From: Pharmacy <shop@localhost>$/m);
    expect(raw).toMatch(/^To: maria@example\.gr$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(raw).toContain('Content-Type: text/html; charset=utf-8');
    expect(raw).toContain(`Message-ID: ${row?.messageId}`);
  });
});

describe('MailService.deliver', () => {
  it('records a failed delivery on the row, releases it and throws, so the job is retried', async () => {
    const id = await t.services.mail.send({ ...welcome, to: 'retry@example.gr' });
    const unreachable = new MailService(
      t.database.db,
      'shop@localhost',
      'smtp://127.0.0.1:9',
      t.services.jobs,
      {
        retryLimit: 2,
      },
    );
    await expect(unreachable.deliver(id)).rejects.toThrow(/ECONNREFUSED|connect/i);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.claimedUntil).toBeNull();
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('leaves a message another delivery holds alone, and throws so its job tries again later', async () => {
    const id = await t.services.mail.send({ ...welcome, to: 'held@example.gr' });
    await t.database.db
      .update(mailOutbox)
      .set({ claimedUntil: new Date(Date.now() + 60_000) })
      .where(eq(mailOutbox.id, id));
    const unreachable = new MailService(
      t.database.db,
      'shop@localhost',
      'smtp://127.0.0.1:9',
      t.services.jobs,
      {
        retryLimit: 2,
      },
    );
    await expect(unreachable.deliver(id)).rejects.toThrow(/another process/);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.attempts).toBe(0);
  });
});

describe('/dev/mail', () => {
  it('lists the outbox, newest first, escaping what it shows', async () => {
    const first = await t.services.mail.send({ ...welcome, to: 'first@example.gr' });
    const second = await t.services.mail.send({ ...welcome, to: 'second@example.gr' });
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Καλώς ήρθατε &lt;Μαρία&gt;');
    expect(response.body).not.toContain('<Μαρία>');
    expect(response.body.indexOf(`/dev/mail/${second}"`)).toBeLessThan(
      response.body.indexOf(`/dev/mail/${first}"`),
    );
  });

  it('shows one message with its HTML and text', async () => {
    const id = await t.services.mail.send(welcome);
    const response = await t.app.inject({ method: 'GET', url: `/dev/mail/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<strong>Μαρία</strong>');
    expect(response.body).toContain('<pre>Γεια σας, Μαρία!</pre>');
    expect(response.body).toContain('To: maria@example.gr');
  });

  it('answers 404 for a message that does not exist and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/999999' })).statusCode).toBe(404);
    for (const id of ['abc', '0', '99999999999']) {
      expect((await t.app.inject({ method: 'GET', url: `/dev/mail/${id}` })).statusCode, id).toBe(400);
    }
  });

  it('answers only a loopback client, judged by the socket and not by forwarding headers', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json().code).toBe('not_found');
    const remoteClaimingLoopback = await t.app.inject({
      method: 'GET',
      url: '/dev/mail/1',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remoteClaimingLoopback.statusCode).toBe(404);
    // The storefront on this machine passes a remote shopper's address along.
    const proxiedRemote = await t.app.inject({
      method: 'GET',
      url: '/dev/mail',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxiedRemote.statusCode).toBe(404);
    for (const loopback of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await t.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: loopback });
      expect(local.statusCode, loopback).toBe(200);
    }
  });

  it('does not exist in production', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-of-at-least-32-characters',
      MEDIA_DIR: t.mediaDir,
      LOG_LEVEL: 'silent',
    });
    const production = await buildApp({ config, database: t.database, logger: false });
    try {
      const list = await production.inject({ method: 'GET', url: '/dev/mail' });
      expect(list.statusCode).toBe(404);
      expect(list.json().code).toBe('not_found');
      expect((await production.inject({ method: 'GET', url: '/dev/mail/1' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
