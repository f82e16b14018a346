/**
 * Refunds through Viva: `DELETE /api/transactions/{id}?amount={cents}` on the merchant host with
 * the merchant id and API key (Basic). It cancels a transaction not yet cleared or refunds it,
 * in part or whole; the refund is a transaction of its own, whose id is kept. Viva takes no
 * idempotency key, so a refund whose answer was lost is not resent automatically.
 * Tested against recorded responses (fixtures/viva-refund-*.json).
 */
import { z } from 'zod';
import {
  basicAuthorization,
  type FetchFunction,
  OutboundUnavailableError,
  parseJsonText,
  sendOutbound,
} from '../../../lib/outbound-http.ts';
import { failureForStatus, PaymentProviderError } from './payment-provider.ts';
import type { ProviderRefundRequest, ProviderRefundResult, RefundProvider } from './refund-provider.ts';
import { VIVA_HOSTS, type VivaEnvironment } from './viva.ts';

const PROVIDER = 'viva';
const TRANSACTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const answer = z.object({
  Success: z.boolean().optional(),
  ErrorCode: z.number().nullish(),
  ErrorText: z.string().nullish(),
  StatusId: z.string().nullish(),
  TransactionId: z.string().nullish(),
});

export interface VivaRefundOptions {
  environment: VivaEnvironment;
  merchantId: string;
  apiKey: string;
  sourceCode?: string;
  fetch?: FetchFunction;
  timeoutMs?: number;
}

export class VivaRefunds implements RefundProvider {
  readonly name = PROVIDER;
  readonly idempotent = false;

  constructor(private readonly options: VivaRefundOptions) {}

  async refund(request: ProviderRefundRequest): Promise<ProviderRefundResult> {
    if (!TRANSACTION_ID.test(request.transactionId)) {
      throw new PaymentProviderError(PROVIDER, 'rejected', undefined, 'malformed transaction id');
    }
    const query = new URLSearchParams({
      amount: String(request.amountCents),
      ...(this.options.sourceCode ? { sourceCode: this.options.sourceCode } : {}),
    });
    let response: Awaited<ReturnType<typeof sendOutbound>>;
    try {
      response = await sendOutbound(
        this.options.fetch ?? globalThis.fetch,
        {
          url: `${VIVA_HOSTS[this.options.environment].checkout}/api/transactions/${request.transactionId}?${query}`,
          method: 'DELETE',
          headers: {
            accept: 'application/json',
            authorization: basicAuthorization(this.options.merchantId, this.options.apiKey),
          },
        },
        this.options.timeoutMs ?? 15_000,
      );
    } catch (error) {
      if (error instanceof OutboundUnavailableError) throw new PaymentProviderError(PROVIDER, 'unavailable');
      throw error;
    }
    const parsed = answer.safeParse(parseJsonText(response.text));
    const detail = parsed.success ? (parsed.data.ErrorText ?? undefined) : undefined;
    if (response.status < 200 || response.status > 299)
      throw failureForStatus(PROVIDER, response.status, detail);
    if (!parsed.success) throw new PaymentProviderError(PROVIDER, 'invalid_response', response.status);
    const { Success, ErrorCode, StatusId, TransactionId } = parsed.data;
    if (Success === false || (ErrorCode ?? 0) !== 0) {
      throw new PaymentProviderError(PROVIDER, 'rejected', response.status, detail ?? `error ${ErrorCode}`);
    }
    if (!TransactionId || StatusId !== 'F') {
      throw new PaymentProviderError(PROVIDER, 'invalid_response', response.status, `status ${StatusId}`);
    }
    return { status: 'completed', refundId: TransactionId.toLowerCase() };
  }
}
