/**
 * Compare lists (issue 6, "Compare"): Magento 2.4's Magento_CompareListGraphQl. A list is known by
 * its uid; the browser keeps the uid of its store view's list (lib/compare/compare-list-storage.ts)
 * and anyone holding a uid reads that list (/compare/{uid}). Lists take Magento's product IDs
 * (ProductInterface.id), not uids.
 */
import type { GraphQlVariables, MagentoClient, MagentoRequestOptions, OperationArguments, TypedDocumentString } from '../client';
import type { CompareListFieldsFragment } from '../generated/graphql';
import { ProductCardFields } from './fragments';
import {
  CompareListFieldsFragmentDoc as CompareListFields,
  GetCompareListDocument as GetCompareList,
  CreateCompareListDocument as CreateCompareList,
  AddProductsToCompareListDocument as AddProductsToCompareList,
  RemoveProductsFromCompareListDocument as RemoveProductsFromCompareList,
  AssignCompareListToCustomerDocument as AssignCompareListToCustomer,
  GetCustomerCompareListDocument as GetCustomerCompareList,
} from '../generated/compare';
export {
  CompareListFields,
  GetCompareList,
  CreateCompareList,
  AddProductsToCompareList,
  RemoveProductsFromCompareList,
  AssignCompareListToCustomer,
  GetCustomerCompareList,
};

/** A compare list with its attributes and products (CompareListFields). */
export type CompareListData = CompareListFieldsFragment;

export interface CompareRequest {
  client: Pick<MagentoClient, 'query' | 'mutate'>;
  options?: MagentoRequestOptions;
}

/** The list with this uid, or null when there is none (Magento answers null for an unknown uid). */
export async function fetchCompareList(request: CompareRequest, uid: string): Promise<CompareListData | null> {
  const { data } = await request.client.query(GetCompareList, { uid }, { ...request.options, cache: 'no-store' });
  return data.compareList;
}

/** Sends one of the list's changes; the list as it now is. */
async function changeCompareList<TField extends string, TVariables extends GraphQlVariables>(
  request: CompareRequest,
  document: TypedDocumentString<{ [K in TField]: CompareListData | null }, TVariables>,
  field: TField,
  variables: TVariables,
): Promise<CompareListData> {
  const { data } = await request.client.mutate(document, ...([variables, request.options] as OperationArguments<TVariables>));
  const list = data[field];
  if (!list) throw new Error(`Magento answered no compare list to ${field}`);
  return list;
}

/** A new list with these products; for a signed-in customer, their own list with them added. */
export function createCompareList(request: CompareRequest, productIds: string[]): Promise<CompareListData> {
  return changeCompareList(request, CreateCompareList, 'createCompareList', { products: productIds });
}

export function addProductsToCompareList(request: CompareRequest, uid: string, productIds: string[]): Promise<CompareListData> {
  return changeCompareList(request, AddProductsToCompareList, 'addProductsToCompareList', { uid, products: productIds });
}

export function removeProductsFromCompareList(request: CompareRequest, uid: string, productIds: string[]): Promise<CompareListData> {
  return changeCompareList(request, RemoveProductsFromCompareList, 'removeProductsFromCompareList', { uid, products: productIds });
}

/** At sign-in: the guest's list becomes the customer's (or joins theirs). The customer's list uid, or null when there is none. */
export async function assignCompareListToCustomer(request: CompareRequest, uid: string): Promise<string | null> {
  const { data } = await request.client.mutate(AssignCompareListToCustomer, { uid }, request.options);
  const answer = data.assignCompareListToCustomer;
  return answer?.result ? (answer.compare_list?.uid ?? null) : null;
}

/** The signed-in customer's list, or null when they have none. */
export async function fetchCustomerCompareList(request: CompareRequest): Promise<CompareListData | null> {
  const { data } = await request.client.query(GetCustomerCompareList, undefined, { ...request.options, cache: 'no-store' });
  return data.customer?.compare_list ?? null;
}
