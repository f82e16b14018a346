/**
 * Orders placed over HTTP on the API of `killable-api.ts` as the storefront places them, with the
 * XSRF cookie and its echo and an Idempotency-Key each, sent again once the API is back when
 * their connection died with it; and the sandbox's approvals of card payments, delivered as its
 * notifications (`crash-safety.test.ts`).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import type { SandboxProvider } from '../modules/payments/providers/sandbox.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../plugins/xsrf.ts';
import type { KillableApi } from './killable-api.ts';

export interface Answer {
  status: number;
  text: string;
  location: string | null;
}

export const jsonOf = (answer: Answer) => {
  try {
    return JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    return {};
  }
};

export type Kind = 'guest' | 'coupon' | 'gift_card' | 'points' | 'card_paid' | 'card_abandoned';

export interface Job {
  index: number;
  kind: Kind;
  key: string;
  form: Record<string, unknown>;
  /** Sends of the placement, retries included. */
  sends: number;
  /** Sends whose connection died with the API. */
  died: number;
  /** 409 order_in_progress answers: a claim a killed request left, waited out. */
  inProgress: number;
  answer?: Answer;
  /** For a card order paid during the run: the answer to the sandbox's approval. */
  payment?: Answer;
}

interface TrafficContext {
  /** The database the API serves, read for the payment attempts to approve. */
  db: Db;
  /** Signs the approvals with the API's own secret. */
  sandbox: SandboxProvider;
  /** Makes the sandbox's transaction ids unique to the run. */
  run: string;
  /** The access token of the customer whose `points` orders redeem points. */
  customerToken: string;
}

export class OrderTraffic {
  private constructor(
    private readonly api: KillableApi,
    private readonly xsrfCookie: string,
    private readonly xsrfValue: string,
    private readonly context: TrafficContext,
  ) {}

  /** Takes the XSRF cookie the running API issues, as a browser does on its first request. */
  static async connect(api: KillableApi, context: TrafficContext): Promise<OrderTraffic> {
    const health = await fetch(`${api.url}/api/health`);
    const issued = health.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${XSRF_COOKIE}=`))
      ?.slice(XSRF_COOKIE.length + 1);
    if (!issued) throw new Error('no XSRF cookie');
    // Signed with APP_SECRET: it stays valid across restarts, as a browser's cookie does.
    return new OrderTraffic(api, `${XSRF_COOKIE}=${issued}`, decodeURIComponent(issued), context);
  }

  /** One HTTP request as the storefront (or a provider) sends it; throws when the connection dies. */
  async send(
    path: string,
    body: unknown,
    options: { headers?: Record<string, string>; form?: boolean } = {},
  ): Promise<Answer> {
    const response = await fetch(`${this.api.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
      headers: {
        'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
        cookie: this.xsrfCookie,
        [XSRF_HEADER]: this.xsrfValue,
        ...options.headers,
      },
      body: options.form
        ? new URLSearchParams(body as Record<string, string>).toString()
        : JSON.stringify(body),
    });
    return {
      status: response.status,
      text: await response.text(),
      location: response.headers.get('location'),
    };
  }

  /**
   * Sends until an answer comes back: after a connection that died with the API, the same request
   * again once it is back, as a browser (or a provider's notification) would.
   */
  async untilAnswered(job: { died: number }, request: () => Promise<Answer>): Promise<Answer> {
    let spurious = 0;
    for (;;) {
      await this.api.whenReady();
      const generation = this.api.generation;
      try {
        return await request();
      } catch (error) {
        if (this.api.generation === generation) {
          // No kill in between: a failure of its own; a pooled connection may be stale after a restart.
          spurious += 1;
          if (spurious > 3) throw error;
          await sleep(100);
          continue;
        }
        job.died += 1;
      }
    }
  }

  private saveHeaders(job: Job) {
    return {
      'idempotency-key': job.key,
      ...(job.kind === 'points' ? { authorization: `Bearer ${this.context.customerToken}` } : {}),
    };
  }

  /** Places the job's order; a claim a killed request left is waited out (409 order_in_progress). */
  async place(job: Job, onSend: (job: Job) => void = () => {}): Promise<Answer> {
    const started = Date.now();
    for (;;) {
      const answer = await this.untilAnswered(job, () => {
        onSend(job);
        job.sends += 1;
        return this.send('/api/el/orders/save', job.form, { headers: this.saveHeaders(job) });
      });
      if (answer.status === 409 && jsonOf(answer).code === 'order_in_progress') {
        job.inProgress += 1;
        if (Date.now() - started > 60_000) throw new Error(`key ${job.key} stayed in progress`);
        await sleep(500);
        continue;
      }
      return answer;
    }
  }

  /** The sandbox's server-to-server notification that the order's latest payment was approved. */
  async approvalOf(uid: string, tx: string) {
    const [attempt] = await queryRows<{ ref: string; amount: number; code: string }>(
      this.context.db,
      sql`select a.provider_ref as ref, o.total_cents as amount, o.code
        from orders o join payment_attempts a on a.order_id = o.id
        where o.uid = ${uid} and a.status = 'started' order by a.id desc limit 1`,
    );
    return attempt
      ? this.context.sandbox.signed({
          ref: attempt.ref,
          tx,
          result: 'paid',
          amt: attempt.amount,
          cur: 'EUR',
          code: attempt.code,
        })
      : undefined;
  }

  /** Delivers the approval of the card order the job placed; its answer is the job's `payment`. */
  async payCardOrder(job: Job, uid: string): Promise<void> {
    const tx = `sbxtx_${this.context.run}_${job.index}`;
    let verdict = await this.approvalOf(uid, tx);
    if (!verdict) {
      // The kill came between the order's commit and its payment's start: Try Again starts one.
      const email = String(job.form.eml);
      const retried = await this.untilAnswered(job, () =>
        this.send('/api/el/payments/retry', { uid, eml: email }),
      );
      if (retried.status !== 200) return;
      verdict = await this.approvalOf(uid, tx);
      if (!verdict) return;
    }
    const notification = verdict;
    job.payment = await this.untilAnswered(job, () => this.send('/api/webhooks/sandbox', notification));
  }
}
