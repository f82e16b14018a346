import type { Language, OrderReturn } from '@shop/contract';
import { apiFile, apiRequest, saveFile } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

/** The signed-in customer's returns, newest first (the API scopes them by the token). */
export const getCustomerReturns = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: OrderReturn[] }>(language, 'returns/getbycustomer', { signal });

export const useCustomerReturns = (language: Language) =>
  useBrowserData(['returns', language], (signal) => getCustomerReturns(language, signal));

/** The label PDF of a return's voucher, saved under its number (the API answers the customer's own only). */
export async function downloadReturnLabel(language: Language, item: OrderReturn): Promise<void> {
  const pdf = await apiFile(language, 'returns/label', { query: { id: item.id } });
  saveFile(pdf, `return-${item.id}-${item.ship?.voucher ?? 'label'}.pdf`);
}
