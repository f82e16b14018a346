/**
 * Refunds through the sandbox: nothing leaves the machine, and the refund id is derived from the
 * refund's key, so a repeated request names the same refund, as a real provider's idempotency
 * key does.
 */
import { createHmac } from 'node:crypto';
import { deriveKey } from '../../../lib/secrets.ts';
import { PaymentProviderError } from './payment-provider.ts';
import type { ProviderRefundRequest, ProviderRefundResult, RefundProvider } from './refund-provider.ts';

const PROVIDER = 'sandbox';

export class SandboxRefunds implements RefundProvider {
  readonly name = PROVIDER;
  readonly idempotent = true;
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = deriveKey(secret, 'payments-sandbox-refund');
  }

  async refund(request: ProviderRefundRequest): Promise<ProviderRefundResult> {
    if (!request.transactionId.startsWith('sbxtx_') || request.amountCents <= 0) {
      throw new PaymentProviderError(PROVIDER, 'rejected', undefined, 'not a sandbox payment');
    }
    const id = createHmac('sha256', this.key).update(request.key).digest('hex').slice(0, 24);
    return { status: 'completed', refundId: `sbxrf_${id}` };
  }
}
