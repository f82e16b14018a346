import type { Language, OrderReturn } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFile, apiRequest, saveFile } from '~/lib/api-client';

/** The signed-in customer's returns, newest first (the API scopes them by the token). */
export const getCustomerReturns = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: OrderReturn[] }>(language, 'returns/getbycustomer', { signal });

export const customerReturnsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['returns', language],
    queryFn: ({ signal }) => getCustomerReturns(language, signal),
  });

/** The returns of one of the customer's orders. */
export const useOrderReturns = (language: Language, uid: string) =>
  useQuery({
    ...customerReturnsQuery(language),
    select: (data) => data.items.filter((item) => item.uid === uid),
  });

/** The label PDF of a return's voucher, saved under its number (the API answers the customer's own only). */
export async function downloadReturnLabel(language: Language, item: OrderReturn): Promise<void> {
  const pdf = await apiFile(language, 'returns/label', { query: { id: item.id } });
  saveFile(pdf, `return-${item.id}-${item.ship?.voucher ?? 'label'}.pdf`);
}
