/**
 * ACS Courier through its one REST endpoint (`…/ACSRestServices/api/ACSAutoRest`): every call is
 * a POST with the `AcsApiKey` header and `{ ACSAlias, ACSInputParameters }`, the company's and
 * user's credentials inside the parameters. Answers come back in `ACSOutputResponce` (ACS's own
 * spelling) as `ACSValueOutput` (a row of values), `ACSTableOutput.Table_Data` (rows) or
 * `ACSObjectOutput` (the label PDF, base64, keyed by voucher number). A business refusal is an
 * HTTP 200 with `Error_Message` in the value row; `ACSExecution_HasError` is a failure of the call
 * itself (credentials, alias). Tested against recorded responses (fixtures/acs-*.json).
 */
import { centsToEuros } from '@shop/contract';
import { z } from 'zod';
import {
  type FetchFunction,
  OutboundUnavailableError,
  parseJsonText,
  sendOutbound,
} from '../../lib/outbound-http.ts';
import {
  athensInstant,
  type CarrierAdapter,
  type CarrierEvent,
  type CarrierHttpOptions,
  type CarrierProblem,
  CarrierUnavailableError,
  nationalPhone,
  type ParcelRef,
  type ParcelRequest,
  type VoucherAnswer,
} from './carrier-adapter.ts';
import { acsEventKind } from './carrier-event-kinds.ts';

export interface AcsCredentials {
  apiKey: string;
  companyId: string;
  companyPassword: string;
  userId: string;
  userPassword: string;
  billingCode: string;
  /** The sender's name printed on the voucher. */
  senderName: string;
}

const row = z.record(z.string(), z.unknown());
const acsResponseSchema = z.object({
  ACSExecution_HasError: z.boolean(),
  ACSExecutionErrorMessage: z.string().nullish(),
  ACSOutputResponce: z
    .object({
      ACSValueOutput: z.array(row).nullish(),
      ACSTableOutput: z
        .object({ Table_Data: z.array(row).nullish() })
        .passthrough()
        .nullish(),
      ACSObjectOutput: z.array(z.unknown()).nullish(),
    })
    .nullish(),
});
type AcsResponse = z.infer<typeof acsResponseSchema>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Which field an ACS refusal is about, from its words (ACS answers in Greek, or English with `Language: EN`). */
export function acsProblemField(message: string): CarrierProblem['field'] {
  const m = message.toLocaleLowerCase('el');
  if (/τ\.\s?κ\.|ταχυδρομικ|zip|postal/.test(m)) return 'postcode';
  if (/τηλ|phone|κινητ/.test(m)) return 'phone';
  if (/βάρο|βαρο|weight/.test(m)) return 'weight';
  if (/διεύθυνσ|διευθυνσ|address|περιοχ|region/.test(m)) return 'address';
  return 'carrier';
}

export class AcsAdapter implements CarrierAdapter {
  readonly code = 'acs' as const;
  private readonly fetchFunction: FetchFunction;
  private readonly timeoutMs: number;

  constructor(
    private readonly credentials: AcsCredentials,
    private readonly http: CarrierHttpOptions,
  ) {
    this.fetchFunction = http.fetch ?? fetch;
    this.timeoutMs = http.timeoutMs ?? 15_000;
  }

  async createVoucher(parcel: ParcelRequest): Promise<VoucherAnswer> {
    if (parcel.lockerId) return { ok: false, problems: [{ field: 'locker', carrierMessage: '' }] };
    // A return comes from the customer, named as the sender, to the shop's return address.
    const to = parcel.returnTo ?? parcel.recipient;
    const { street, number } = splitStreet(to.street);
    const cod = parcel.codCents > 0;
    const answer = await this.call('ACS_Create_Voucher', {
      Pickup_Date: parcel.pickupDay,
      Sender: parcel.returnTo ? parcel.recipient.name : this.credentials.senderName,
      Recipient_Name: to.name,
      Recipient_Address: street,
      Recipient_Address_Number: number,
      Recipient_Zipcode: to.postcode.replace(/\s/g, ''),
      Recipient_Region: to.city,
      Recipient_Country: 'GR',
      Recipient_Cell_Phone: nationalPhone(to.phone),
      Recipient_Email: to.email,
      Billing_Code: this.credentials.billingCode,
      Charge_Type: 2,
      Item_Quantity: 1,
      Weight: Math.max(0.5, Math.round(parcel.weightGrams / 10) / 100),
      ...(cod
        ? { Cod_Ammount: centsToEuros(parcel.codCents), Cod_Payment_Way: 0, Acs_Delivery_Products: 'COD' }
        : {}),
      Reference_Key1: parcel.orderCode,
      Language: 'GR',
    });
    const value = answer.ACSOutputResponce?.ACSValueOutput?.[0] ?? {};
    const voucher = text(value.Voucher_No);
    const error = text(value.Error_Message);
    if (voucher && !error) return { ok: true, trackingNumber: voucher, carrierRef: null };
    if (!error)
      throw new CarrierUnavailableError('acs', 'ACS_Create_Voucher answered neither a voucher nor an error');
    return { ok: false, problems: [{ field: acsProblemField(error), carrierMessage: error }] };
  }

  async label(parcel: ParcelRef): Promise<Uint8Array> {
    const answer = await this.call('ACS_Print_Voucher_V2', {
      Voucher_No: parcel.trackingNumber,
      // 1: the thermal 10×15 label; the shop lays labels out on A4 itself.
      Print_Type: 1,
      Start_Position: 1,
    });
    const objects = answer.ACSOutputResponce?.ACSObjectOutput?.[0];
    const encoded =
      objects && typeof objects === 'object'
        ? (objects as Record<string, unknown>)[parcel.trackingNumber]
        : undefined;
    const pdf = typeof encoded === 'string' ? Buffer.from(encoded, 'base64') : undefined;
    if (pdf?.subarray(0, 4).toString('latin1') !== '%PDF')
      throw new CarrierUnavailableError('acs', `no label PDF for ${parcel.trackingNumber}`);
    return new Uint8Array(pdf);
  }

  async events(parcel: ParcelRef): Promise<CarrierEvent[]> {
    const answer = await this.call('ACS_TrackingDetails', { Voucher_No: parcel.trackingNumber });
    const rows = answer.ACSOutputResponce?.ACSTableOutput?.Table_Data ?? [];
    const events: CarrierEvent[] = [];
    for (const checkpoint of rows) {
      const action = text(checkpoint.checkpoint_action);
      const at = athensInstant(text(checkpoint.checkpoint_date_time));
      if (!action || Number.isNaN(at.getTime())) continue;
      const notes = text(checkpoint.checkpoint_notes);
      events.push({
        key: `${action}|${at.toISOString()}`,
        code: action,
        kind: acsEventKind(action),
        text: notes ? `${action} (${notes})` : action,
        location: text(checkpoint.checkpoint_location) || null,
        at,
      });
    }
    return events;
  }

  async closeDay(day: string): Promise<{ pickupList: string | null }> {
    const answer = await this.call('ACS_Issue_Pickup_List', { Pickup_Date: day, MyData: 1 });
    const value = answer.ACSOutputResponce?.ACSValueOutput?.[0] ?? {};
    const list = text(value.PickupList_No);
    if (list) return { pickupList: list };
    throw new CarrierUnavailableError(
      'acs',
      `ACS_Issue_Pickup_List: ${text(value.Error_Message) || 'no list'}`,
    );
  }

  private async call(alias: string, parameters: Record<string, unknown>): Promise<AcsResponse> {
    const { apiKey, companyId, companyPassword, userId, userPassword } = this.credentials;
    let response: Awaited<ReturnType<typeof sendOutbound>>;
    try {
      response = await sendOutbound(
        this.fetchFunction,
        {
          url: this.http.baseUrl,
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', AcsApiKey: apiKey },
          body: JSON.stringify({
            ACSAlias: alias,
            ACSInputParameters: {
              Company_ID: companyId,
              Company_Password: companyPassword,
              User_ID: userId,
              User_Password: userPassword,
              ...parameters,
            },
          }),
        },
        this.timeoutMs,
      );
    } catch (error) {
      if (error instanceof OutboundUnavailableError)
        throw new CarrierUnavailableError('acs', error.message, { cause: error });
      throw error;
    }
    if (response.status !== 200)
      throw new CarrierUnavailableError('acs', `${alias}: HTTP ${response.status}`);
    const parsed = acsResponseSchema.safeParse(parseJsonText(response.text));
    if (!parsed.success) throw new CarrierUnavailableError('acs', `${alias}: unexpected answer`);
    if (parsed.data.ACSExecution_HasError)
      throw new CarrierUnavailableError(
        'acs',
        `${alias}: ${parsed.data.ACSExecutionErrorMessage ?? 'error'}`,
      );
    return parsed.data;
  }
}

/** ACS wants the street and its number apart ("Ερμού 12" → "Ερμού", "12"). */
export function splitStreet(address: string): { street: string; number: string } {
  const match = /^(.*?)[\s,]+(\d+[\p{L}]?(?:[-/]\d+)?)$/u.exec(address.trim());
  return match?.[1] && match[2]
    ? { street: match[1], number: match[2] }
    : { street: address.trim(), number: '' };
}
