import type { CarrierCode } from '@shop/contract';
import type { Config } from '../../config.ts';
import { AcsAdapter } from './carrier-acs.ts';
import type { CarrierAdapter } from './carrier-adapter.ts';
import { BoxNowAdapter } from './carrier-boxnow.ts';
import { CarrierSandbox, SANDBOX_ACS_KEY, SANDBOX_BOXNOW_CLIENT } from './carrier-sandbox.ts';

type ApiCarrier = Exclude<CarrierCode, 'manual'>;

/**
 * The carriers this shop can make vouchers with: each built from its credentials, or, with none
 * and `CARRIER_SANDBOX` on (development, tests), from the local recorded-response carrier; with
 * neither there is no adapter, and the back office says the carrier is not configured.
 */
export class CarrierRegistry {
  readonly sandbox: CarrierSandbox | undefined;
  private readonly built = new Map<ApiCarrier, Promise<CarrierAdapter>>();

  constructor(
    private readonly config: Config['carriers'],
    private readonly shop: { name: string; email: string },
  ) {
    const needsSandbox = !config.acs || !config.boxNow;
    this.sandbox = config.sandbox && needsSandbox ? new CarrierSandbox() : undefined;
  }

  /** Whether a carrier's vouchers come from the sandbox; undefined when it cannot make any. */
  mode(code: ApiCarrier): 'live' | 'sandbox' | undefined {
    const live = code === 'acs' ? this.config.acs : this.config.boxNow && this.config.senderPhone;
    if (live) return 'live';
    return this.sandbox ? 'sandbox' : undefined;
  }

  adapter(code: ApiCarrier): Promise<CarrierAdapter> | undefined {
    const mode = this.mode(code);
    if (!mode) return undefined;
    let adapter = this.built.get(code);
    if (!adapter) {
      adapter = this.build(code, mode);
      this.built.set(code, adapter);
    }
    return adapter;
  }

  async close(): Promise<void> {
    await this.sandbox?.close();
  }

  /** The shop as the sender of its parcels (and the receiver of returns). */
  shopContact(): { name: string; email: string; phone: string } {
    return {
      name: this.shop.name,
      email: this.config.senderEmail ?? this.shop.email,
      phone: this.config.senderPhone ?? '2100000000',
    };
  }

  private async build(code: ApiCarrier, mode: 'live' | 'sandbox'): Promise<CarrierAdapter> {
    const sender = this.shopContact();
    const { acs, boxNow } = this.config;
    if (code === 'acs') {
      if (mode === 'live' && acs)
        return new AcsAdapter({ ...acs, senderName: sender.name }, { baseUrl: acs.url });
      const base = await this.sandboxUrl();
      return new AcsAdapter(
        {
          apiKey: SANDBOX_ACS_KEY,
          companyId: 'demo',
          companyPassword: 'demo',
          userId: 'demo',
          userPassword: 'demo',
          billingCode: '2ΑΘ999999',
          senderName: sender.name,
        },
        { baseUrl: `${base}/acs/ACSAutoRest` },
      );
    }
    if (mode === 'live' && boxNow) return new BoxNowAdapter({ ...boxNow, sender }, { baseUrl: boxNow.url });
    return new BoxNowAdapter(
      {
        clientId: SANDBOX_BOXNOW_CLIENT.id,
        clientSecret: SANDBOX_BOXNOW_CLIENT.secret,
        originLocationId: '2',
        sender,
      },
      { baseUrl: `${await this.sandboxUrl()}/boxnow` },
    );
  }

  private sandboxUrl(): Promise<string> {
    if (!this.sandbox) throw new Error('the carrier sandbox is off');
    return this.sandbox.url();
  }
}
