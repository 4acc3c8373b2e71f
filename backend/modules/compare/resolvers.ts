/**
 * Magento_CompareListGraphQl for this backend: createCompareList, addProductsToCompareList,
 * removeProductsFromCompareList, compareList, deleteCompareList, assignCompareListToCustomer and
 * customer.compare_list, with Magento's texts.
 *
 * Who may do what: a list is READ by whoever holds its uid (the random mask is the key to it; that
 * is what makes /compare/{uid} shareable, also for a customer's list — where Magento itself answers
 * only its owner). It is CHANGED, as in Magento, only by its owner: a guest's list by guests, a
 * customer's list by that customer, whose guest list joins theirs at sign-in.
 */
import type { RequestContext } from '../../graphql/context';
import { authorizationError, inputError } from '../../graphql/errors';
import { loadProducts, type ProductRow } from '../catalog/products';
import { anyHasValue, comparableAttributes, displayValue } from './comparable-attributes';
import {
  addProducts,
  comparableProductIds,
  createList,
  deleteList,
  listById,
  listByMask,
  listOfCustomer,
  listProductIds,
  removeProducts,
  setListCustomer,
  type CompareListRow,
} from './compare-lists';

export const COMPARE_MESSAGES = {
  uidMissing: '"uid" value must be specified',
  productsMissing: '"products" value must be specified.',
  uidUnknown: '"uid" value does not exist',
  notAuthorized: 'This customer is not authorized to access this list',
  notSignedIn: 'Customer must be logged',
} as const;

interface ListInput {
  uid?: string | null;
  products?: string[] | null;
}

/** The list a request may change: Magento's MaskedListIdToCompareListId with the owner check. */
function listToChange(context: RequestContext, input: ListInput | null | undefined): CompareListRow {
  if (!input?.uid) throw inputError(`${COMPARE_MESSAGES.uidMissing}.`);
  if (!input.products) throw inputError(COMPARE_MESSAGES.productsMissing);
  const list = listByMask(context.db, input.uid);
  if (!list) throw inputError(COMPARE_MESSAGES.uidUnknown);
  if (list.customer_id !== context.customerId) throw inputError(COMPARE_MESSAGES.notAuthorized);
  return list;
}

/** The list's comparable products with the attributes they are compared by. */
function compareListView(context: RequestContext, list: CompareListRow) {
  const products = loadProducts(context, listProductIds(context.db, list.list_id));
  const attributes = comparableAttributes(context).filter((attribute) => anyHasValue(products, attribute));
  return {
    uid: list.list_id_mask,
    item_count: products.length,
    attributes: attributes.map(({ code, label }) => ({ code, label })),
    items: products.map((product: ProductRow) => ({
      uid: String(product.entity_id),
      product,
      attributes: attributes.map((attribute) => ({ code: attribute.code, value: displayValue(context, product, attribute) })),
    })),
  };
}

function inTransaction<T>(context: RequestContext, work: () => T): T {
  return context.db.transaction(work)();
}

export const compareResolvers = {
  Query: {
    /** Anyone holding the uid reads the list; an unknown uid answers null, as Magento's. */
    compareList: (_: unknown, args: { uid: string }, context: RequestContext) => {
      if (!args.uid) throw inputError(COMPARE_MESSAGES.uidMissing);
      const list = listByMask(context.db, args.uid);
      return list ? compareListView(context, list) : null;
    },
  },
  Customer: {
    compare_list: (_: unknown, __: unknown, context: RequestContext) => {
      const list = context.customerId === null ? undefined : listOfCustomer(context.db, context.customerId);
      return list ? compareListView(context, list) : null;
    },
  },
  Mutation: {
    /** A guest gets a new list; a customer their own (made when absent), with the products added. */
    createCompareList: (_: unknown, args: { input?: { products?: string[] | null } | null }, context: RequestContext) => {
      const products = comparableProductIds(context.db, args.input?.products ?? []);
      const list = inTransaction(context, () => {
        const customerId = context.customerId;
        const own = (customerId !== null && listOfCustomer(context.db, customerId)) || createList(context.db, customerId);
        addProducts(context.db, own.list_id, products, context.store.store_id);
        return own;
      });
      return compareListView(context, list);
    },
    addProductsToCompareList: (_: unknown, args: { input?: ListInput | null }, context: RequestContext) => {
      const list = listToChange(context, args.input);
      addProducts(context.db, list.list_id, comparableProductIds(context.db, args.input!.products!), context.store.store_id);
      return compareListView(context, list);
    },
    removeProductsFromCompareList: (_: unknown, args: { input?: ListInput | null }, context: RequestContext) => {
      const list = listToChange(context, args.input);
      removeProducts(context.db, list.list_id, comparableProductIds(context.db, args.input!.products!));
      return compareListView(context, list);
    },
    deleteCompareList: (_: unknown, args: { uid: string }, context: RequestContext) => {
      if (!args.uid) throw inputError(COMPARE_MESSAGES.uidMissing);
      const list = listByMask(context.db, args.uid);
      if (!list) return { result: false };
      if (list.customer_id !== context.customerId) throw inputError(COMPARE_MESSAGES.notAuthorized);
      inTransaction(context, () => deleteList(context.db, list.list_id));
      return { result: true };
    },
    /**
     * At sign-in: a guest's list becomes the customer's, or joins the list they have (its products
     * added there, the guest's list deleted: Magento's MergeCompareLists). Their own list again is fine.
     */
    assignCompareListToCustomer: (_: unknown, args: { uid: string }, context: RequestContext) => {
      if (!args.uid) throw inputError(COMPARE_MESSAGES.uidMissing);
      const customerId = context.customerId;
      if (customerId === null) throw authorizationError(COMPARE_MESSAGES.notSignedIn);
      const list = listByMask(context.db, args.uid);
      if (!list) return { result: false, compare_list: null };
      if (list.customer_id !== null && list.customer_id !== customerId) throw inputError(COMPARE_MESSAGES.notAuthorized);
      const assigned = inTransaction(context, () => {
        if (list.customer_id === customerId) return list;
        const own = listOfCustomer(context.db, customerId);
        if (!own) {
          setListCustomer(context.db, list.list_id, customerId);
          return listById(context.db, list.list_id)!;
        }
        addProducts(context.db, own.list_id, listProductIds(context.db, list.list_id), context.store.store_id);
        deleteList(context.db, list.list_id);
        return own;
      });
      return { result: true, compare_list: compareListView(context, assigned) };
    },
  },
};
