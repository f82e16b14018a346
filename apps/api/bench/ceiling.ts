import Fastify from 'fastify';

/**
 * The machine's ceiling for the API bench: Fastify answering one fixed JSON of about 3 KB (a
 * product page's size) with no work behind it, in a process of its own on the same cores. What the
 * shop's paths reach is read against it, measured in the same run under the same load.
 */
const item = (index: number) => ({
  id: index,
  nm: `Κρέμα προσώπου ${index} με υαλουρονικό οξύ`,
  eurl: `krema-prosopou-${index}`,
  pr: 12.9 + index,
  lpr: 15.5 + index,
  img: `/media/products/${index}.webp`,
});
const body = JSON.stringify({ items: Array.from({ length: 19 }, (_, index) => item(index)), total: 19 });
const app = Fastify({ logger: false });
app.get('/ceiling', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.CEILING_PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
