/**
 * PayPal notifications: believed only when PayPal's `verify-webhook-signature` answers
 * SUCCESS for the body exactly as it arrived. The event goes back to PayPal as the raw JSON
 * text, spliced into the request, never parsed and re-serialised: a re-serialised body
 * (other spacing, key order or number format) fails verification.
 */
import { z } from 'zod';
import { parseJsonText } from '../../../lib/outbound-http.ts';
import type { OAuthClient } from './oauth-client.ts';
import { failureForStatus, PaymentProviderError } from './payment-provider.ts';

export const PROVIDER = 'paypal';

/** Fields of the verification request and the PayPal headers they come from. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const notificationEvent = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.object({
    id: z.string().optional(),
    supplementary_data: z
      .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
      .optional(),
  }),
});

export type PayPalNotification = z.infer<typeof notificationEvent>;

const verification = z.object({ verification_status: z.string() });

export interface PayPalNotificationInput {
  apiHost: string;
  webhookId: string | undefined;
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

export async function verifyPayPalNotification(
  api: OAuthClient,
  input: PayPalNotificationInput,
): Promise<PayPalNotification> {
  const refuse = (why: string) =>
    new PaymentProviderError(PROVIDER, 'unverified_notification', undefined, why);
  if (!input.webhookId) throw refuse('no webhook id configured');
  const event = notificationEvent.safeParse(parseJsonText(input.rawBody));
  if (!event.success) throw refuse('not a PayPal event');
  const signature: string[] = [];
  for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
    const value = headerValue(input.headers, header);
    if (!value) throw refuse(`${header} missing`);
    signature.push(`${JSON.stringify(field)}:${JSON.stringify(value)}`);
  }
  const response = await api.send({
    url: `${input.apiHost}/v1/notifications/verify-webhook-signature`,
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: `{${signature.join(',')},"webhook_id":${JSON.stringify(input.webhookId)},"webhook_event":${input.rawBody}}`,
  });
  if (response.status < 200 || response.status > 299) throw failureForStatus(PROVIDER, response.status);
  const answer = verification.safeParse(parseJsonText(response.text));
  if (!answer.success) throw new PaymentProviderError(PROVIDER, 'invalid_response', response.status);
  if (answer.data.verification_status !== 'SUCCESS') throw refuse(answer.data.verification_status);
  return event.data;
}

/** Events about paying an order; refunds, reversals and disputes are someone else's concern. */
const ORDER_EVENTS = new Set(['CHECKOUT.ORDER.APPROVED', 'CHECKOUT.ORDER.COMPLETED']);
const CAPTURE_EVENTS = new Set([
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
]);

/**
 * The PayPal order a verified notification is about: order events carry the order itself,
 * capture events name it among their related ids.
 */
export function orderIdOfVerifiedNotification(event: PayPalNotification): string {
  const orderId = ORDER_EVENTS.has(event.event_type)
    ? event.resource.id
    : CAPTURE_EVENTS.has(event.event_type)
      ? event.resource.supplementary_data?.related_ids?.order_id
      : undefined;
  if (!orderId) throw new PaymentProviderError(PROVIDER, 'ignored_notification', undefined, event.event_type);
  return orderId;
}

function headerValue(headers: PayPalNotificationInput['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
