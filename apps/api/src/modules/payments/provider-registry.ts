import type { PaymentProviderCode } from '@shop/contract';
import type { FetchFunction } from '../../lib/outbound-http.ts';
import { type AlphaOptions, AlphaProvider } from './providers/alpha.ts';
import { AlphaRefunds } from './providers/alpha-refunds.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { type PayPalEnvironment, PayPalProvider } from './providers/paypal.ts';
import { PayPalRefunds } from './providers/paypal-refunds.ts';
import type { RefundProvider } from './providers/refund-provider.ts';
import { type SandboxOptions, SandboxProvider } from './providers/sandbox.ts';
import { SandboxRefunds } from './providers/sandbox-refunds.ts';
import {
  fetchVivaWebhookKey,
  VIVA_IRIS_METHOD,
  type VivaEnvironment,
  VivaProvider,
} from './providers/viva.ts';
import { VivaRefunds } from './providers/viva-refunds.ts';
import { type WinbankOptions, WinbankProvider } from './providers/winbank.ts';

/** The payment settings of the app's configuration (`config.payments`). */
export interface PaymentSettings {
  sandbox: boolean;
  viva?: {
    environment: VivaEnvironment;
    clientId: string;
    clientSecret: string;
    sourceCode?: string;
    merchantId?: string;
    apiKey?: string;
  };
  paypal?: { environment: PayPalEnvironment; clientId: string; clientSecret: string; webhookId?: string };
  alpha?: AlphaOptions;
  winbank?: Omit<WinbankOptions, 'fetch' | 'timeoutMs'>;
}

/** Providers that take no money online: the order waits for the courier or the transfer. */
export const OFFLINE_PROVIDERS: ReadonlySet<PaymentProviderCode> = new Set([
  'cash_on_delivery',
  'bank_deposit',
]);

/**
 * Card providers whose refunds staff make in the bank's own back office (Winbank: no refund
 * interface in the facts the shop has): the refund is recorded `due` until staff mark it done.
 */
export const MANUAL_REFUND_PROVIDERS: ReadonlySet<PaymentProviderCode> = new Set(['winbank']);

/**
 * The card providers this shop can use, built once from the configuration: the sandbox unless
 * switched off, Viva (and IRIS through it), PayPal, Alpha Bank and Winbank when their credentials are set.
 */
export class PaymentProviders {
  readonly sandbox: SandboxProvider | undefined;
  private readonly byCode = new Map<PaymentProviderCode, PaymentProvider>();
  private readonly refunders = new Map<PaymentProviderCode, RefundProvider>();
  private vivaKey: Promise<{ Key: string }> | undefined;

  constructor(
    private readonly settings: PaymentSettings,
    sandbox: SandboxOptions,
    private readonly fetch: FetchFunction,
  ) {
    this.sandbox = settings.sandbox ? new SandboxProvider(sandbox) : undefined;
    if (this.sandbox) {
      this.byCode.set('sandbox', this.sandbox);
      this.refunders.set('sandbox', new SandboxRefunds(sandbox.secret));
    }
    const viva = settings.viva;
    // Viva refunds with the merchant credentials, not the Smart Checkout ones.
    if (viva?.merchantId && viva.apiKey) {
      const refunds = new VivaRefunds({
        environment: viva.environment,
        merchantId: viva.merchantId,
        apiKey: viva.apiKey,
        sourceCode: viva.sourceCode,
        fetch,
      });
      this.refunders.set('viva', refunds);
      this.refunders.set('viva_iris', refunds);
    }
    if (settings.paypal) this.refunders.set('paypal', new PayPalRefunds({ ...settings.paypal, fetch }));
    if (settings.viva) {
      this.byCode.set('viva', new VivaProvider({ ...settings.viva, fetch }));
      // IRIS is a payment method of Viva's checkout: on with Viva, opened directly on IRIS.
      this.byCode.set(
        'viva_iris',
        new VivaProvider({ ...settings.viva, fetch, paymentMethod: VIVA_IRIS_METHOD }),
      );
    }
    if (settings.paypal) this.byCode.set('paypal', new PayPalProvider({ ...settings.paypal, fetch }));
    if (settings.alpha) {
      this.byCode.set('alpha', new AlphaProvider(settings.alpha));
      this.refunders.set('alpha', new AlphaRefunds({ ...settings.alpha, fetch }));
    }
    if (settings.winbank) this.byCode.set('winbank', new WinbankProvider({ ...settings.winbank, fetch }));
  }

  /** The provider of a card payment type, or undefined when it is not configured. */
  get(code: PaymentProviderCode): PaymentProvider | undefined {
    return this.byCode.get(code);
  }

  /** What refunds an order paid through `code`; undefined when the shop cannot refund through it online. */
  refunder(code: PaymentProviderCode): RefundProvider | undefined {
    return this.refunders.get(code);
  }

  /** Whether an order with this provider can be paid (offline ones always can). */
  available(code: PaymentProviderCode): boolean {
    return OFFLINE_PROVIDERS.has(code) || this.byCode.has(code);
  }

  /**
   * The key Viva's GET on the webhook endpoint expects, fetched once; undefined without the
   * merchant id and API key. A failed fetch is not kept, so the next GET asks again.
   */
  vivaWebhookKey(): Promise<{ Key: string }> | undefined {
    const viva = this.settings.viva;
    if (!viva?.merchantId || !viva.apiKey) return undefined;
    this.vivaKey ??= fetchVivaWebhookKey({
      environment: viva.environment,
      merchantId: viva.merchantId,
      apiKey: viva.apiKey,
      fetch: this.fetch,
    }).catch((error: unknown) => {
      this.vivaKey = undefined;
      throw error;
    });
    return this.vivaKey;
  }
}
