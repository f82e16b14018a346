import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html.ts';
import { idSchema } from '../../lib/route-schemas.ts';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#1f2937}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #e5e7eb;padding:.4rem;text-align:left}a{color:#0f766e}.mail{border:1px solid #e5e7eb;padding:1rem;margin-top:1rem}</style>
</head><body>${body}</body></html>`;
}

/** Development mail viewer: what the shop "sent", read from the outbox. Not registered in production. */
export async function devMailRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await app.services.mail.list();
    const lines = rows
      .map(
        (row) =>
          `<tr><td>${row.id}</td><td>${row.createdAt.toISOString()}</td><td>${escapeHtml(row.recipient)}</td>` +
          `<td><a href="/dev/mail/${row.id}">${escapeHtml(row.subject)}</a></td><td>${row.sentAt ? 'sent' : 'outbox'}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Outbox',
          `<h1>Outbox</h1><table><thead><tr><th>#</th><th>Created</th><th>To</th><th>Subject</th><th>State</th></tr></thead><tbody>${lines || '<tr><td colspan="5">No messages yet.</td></tr>'}</tbody></table>`,
        ),
      );
  });

  route.get(
    '/dev/mail/:id',
    {
      schema: { hide: true, params: z.object({ id: idSchema() }) },
    },
    async (request, reply) => {
      const row = await app.services.mail.get(request.params.id);
      if (!row)
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(page('Not found', '<p>No such message.</p>'));
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            row.subject,
            `<p><a href="/dev/mail">← Outbox</a> · <a href="/dev/mail/${row.id}/raw">MIME source</a></p><h1>${escapeHtml(row.subject)}</h1><p>To: ${escapeHtml(row.recipient)}</p>` +
              `<div class="mail">${row.html}</div><h2>Text</h2><pre>${escapeHtml(row.text)}</pre>`,
          ),
        );
    },
  );

  // The message as stored, attachments (an appointment's .ics) included.
  route.get(
    '/dev/mail/:id/raw',
    { schema: { hide: true, params: z.object({ id: idSchema() }) } },
    async (request, reply) => {
      const row = await app.services.mail.get(request.params.id);
      if (!row) return reply.code(404).type('text/plain; charset=utf-8').send('No such message.');
      return reply.type('text/plain; charset=utf-8').send(row.raw);
    },
  );
}
