import type {
  InsertRepeatPurchaseRequest,
  Language,
  RepeatPurchase,
  RepeatPurchaseList,
  UpdateRepeatPurchaseRequest,
} from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { forgetRouteData } from '~/lib/route-data-cache';
import { useChange } from '~/lib/use-browser-data';

export const insertRepeatPurchase = (language: Language, body: InsertRepeatPurchaseRequest) =>
  apiRequest<RepeatPurchase>(language, 'repeatpurchases/insert', { method: 'POST', body });

export const insertRepeatPurchasesFromOrder = (language: Language, body: { uid: string; intv: number }) =>
  apiRequest<RepeatPurchaseList>(language, 'repeatpurchases/insertfromorder', { method: 'POST', body });

export const updateRepeatPurchase = (language: Language, body: UpdateRepeatPurchaseRequest) =>
  apiRequest<RepeatPurchase>(language, 'repeatpurchases/update', { method: 'PUT', body });

export const skipNextRepeatPurchase = (language: Language, id: number) =>
  apiRequest<RepeatPurchase>(language, 'repeatpurchases/skipnext', { method: 'POST', body: { id } });

export const deleteRepeatPurchase = (language: Language, id: number) =>
  apiRequest<null>(language, 'repeatpurchases/delete', { method: 'DELETE', query: { id } });

/** A change to the customer's repeats; the list is read again after it. */
function useRepeatChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  return useChange(async (input: Input) => {
    const result = await change(input);
    forgetRouteData();
    return result;
  });
}

export const useInsertRepeatPurchase = (language: Language) =>
  useRepeatChange((body: InsertRepeatPurchaseRequest) => insertRepeatPurchase(language, body));

export const useInsertRepeatPurchasesFromOrder = (language: Language) =>
  useRepeatChange((body: { uid: string; intv: number }) => insertRepeatPurchasesFromOrder(language, body));

export const useUpdateRepeatPurchase = (language: Language) =>
  useRepeatChange((body: UpdateRepeatPurchaseRequest) => updateRepeatPurchase(language, body));

export const useSkipNextRepeatPurchase = (language: Language) =>
  useRepeatChange((id: number) => skipNextRepeatPurchase(language, id));

export const useDeleteRepeatPurchase = (language: Language) =>
  useRepeatChange((id: number) => deleteRepeatPurchase(language, id));
