/**
 * Compare lists (issue 6, "Compare"): Magento 2.4's Magento_CompareListGraphQl. A list is known by
 * its uid; the browser keeps the uid of its store view's list (lib/compare/compare-list-storage.ts)
 * and anyone holding a uid reads that list (/compare/{uid}). Lists take Magento's product IDs
 * (ProductInterface.id), not uids.
 */
import type { MagentoClient, MagentoRequestOptions } from '../client';
import type { ProductCardData } from '../types';
import { ProductCardFields } from './fragments';

/** What the comparison shows: the attributes compared, and per product its card and values. */
export const CompareListFields = /* GraphQL */ `
  fragment CompareListFields on CompareList {
    uid
    item_count
    attributes {
      code
      label
    }
    items {
      uid
      product {
        ...ProductCardFields
      }
      attributes {
        code
        value
      }
    }
  }
  ${ProductCardFields}
`;

export interface CompareListData {
  uid: string;
  item_count: number;
  attributes: Array<{ code: string; label: string } | null> | null;
  items: Array<{
    uid: string;
    product: ProductCardData;
    attributes: Array<{ code: string; value: string } | null>;
  } | null> | null;
}

export interface CompareRequest {
  client: Pick<MagentoClient, 'query' | 'mutate'>;
  options?: MagentoRequestOptions;
}

export const GetCompareList = /* GraphQL */ `
  query GetCompareList($uid: ID!) {
    compareList(uid: $uid) {
      ...CompareListFields
    }
  }
  ${CompareListFields}
`;

/** The list with this uid, or null when there is none (Magento answers null for an unknown uid). */
export async function fetchCompareList(request: CompareRequest, uid: string): Promise<CompareListData | null> {
  const { data } = await request.client.query<{ compareList: CompareListData | null }>(
    GetCompareList,
    { uid },
    { ...request.options, cache: 'no-store' },
  );
  return data.compareList;
}

/** Sends one of the list's changes; the list as it now is. */
async function changeCompareList(
  request: CompareRequest,
  document: string,
  field: string,
  variables: Record<string, unknown>,
): Promise<CompareListData> {
  const { data } = await request.client.mutate<Record<string, CompareListData | null>>(document, variables, request.options);
  const list = data[field];
  if (!list) throw new Error(`Magento answered no compare list to ${field}`);
  return list;
}

export const CreateCompareList = /* GraphQL */ `
  mutation CreateCompareList($products: [ID!]) {
    createCompareList(input: { products: $products }) {
      ...CompareListFields
    }
  }
  ${CompareListFields}
`;

/** A new list with these products; for a signed-in customer, their own list with them added. */
export function createCompareList(request: CompareRequest, productIds: string[]): Promise<CompareListData> {
  return changeCompareList(request, CreateCompareList, 'createCompareList', { products: productIds });
}

export const AddProductsToCompareList = /* GraphQL */ `
  mutation AddProductsToCompareList($uid: ID!, $products: [ID!]!) {
    addProductsToCompareList(input: { uid: $uid, products: $products }) {
      ...CompareListFields
    }
  }
  ${CompareListFields}
`;

export function addProductsToCompareList(request: CompareRequest, uid: string, productIds: string[]): Promise<CompareListData> {
  return changeCompareList(request, AddProductsToCompareList, 'addProductsToCompareList', { uid, products: productIds });
}

export const RemoveProductsFromCompareList = /* GraphQL */ `
  mutation RemoveProductsFromCompareList($uid: ID!, $products: [ID!]!) {
    removeProductsFromCompareList(input: { uid: $uid, products: $products }) {
      ...CompareListFields
    }
  }
  ${CompareListFields}
`;

export function removeProductsFromCompareList(request: CompareRequest, uid: string, productIds: string[]): Promise<CompareListData> {
  return changeCompareList(request, RemoveProductsFromCompareList, 'removeProductsFromCompareList', { uid, products: productIds });
}

export const AssignCompareListToCustomer = /* GraphQL */ `
  mutation AssignCompareListToCustomer($uid: ID!) {
    assignCompareListToCustomer(uid: $uid) {
      result
      compare_list {
        uid
      }
    }
  }
`;

/** At sign-in: the guest's list becomes the customer's (or joins theirs). The customer's list uid, or null when there is none. */
export async function assignCompareListToCustomer(request: CompareRequest, uid: string): Promise<string | null> {
  const { data } = await request.client.mutate<{
    assignCompareListToCustomer: { result: boolean; compare_list: { uid: string } | null } | null;
  }>(AssignCompareListToCustomer, { uid }, request.options);
  const answer = data.assignCompareListToCustomer;
  return answer?.result ? (answer.compare_list?.uid ?? null) : null;
}

export const GetCustomerCompareList = /* GraphQL */ `
  query GetCustomerCompareList {
    customer {
      compare_list {
        ...CompareListFields
      }
    }
  }
  ${CompareListFields}
`;

/** The signed-in customer's list, or null when they have none. */
export async function fetchCustomerCompareList(request: CompareRequest): Promise<CompareListData | null> {
  const { data } = await request.client.query<{ customer: { compare_list: CompareListData | null } | null }>(
    GetCustomerCompareList,
    undefined,
    { ...request.options, cache: 'no-store' },
  );
  return data.customer?.compare_list ?? null;
}
