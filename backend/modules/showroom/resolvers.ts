import type { RequestContext } from '../../graphql/context';
import { noSuchEntityError } from '../../graphql/errors';
import { findShowroomResult, saveShowroomResult, type SaveShowroomResultInput, type ShowroomResultRow } from './results';

const list = (json: string): string[] => JSON.parse(json) as string[];

export const showroomResolvers = {
  Query: {
    showroomResult: (_: unknown, args: { id: string }, context: RequestContext) => {
      const result = findShowroomResult(context.db, args.id);
      // The same answer for a malformed and an unknown id: nothing tells how ids look.
      if (!result) throw noSuchEntityError(`Could not find a showroom result for id "${args.id.slice(0, 64)}".`);
      return result;
    },
  },
  Mutation: {
    saveShowroomResult: (_: unknown, args: { input: SaveShowroomResultInput }, context: RequestContext) =>
      saveShowroomResult(context.db, context.store, context.currency, args.input),
  },
  ShowroomResult: {
    id: (row: ShowroomResultRow) => row.result_id,
    colors: (row: ShowroomResultRow) => list(row.colors),
    genders: (row: ShowroomResultRow) => list(row.genders),
    budget_max: (row: ShowroomResultRow) => (row.budget_max === null ? null : { value: row.budget_max, currency: row.currency_code }),
    polarized_only: (row: ShowroomResultRow) => row.polarized_only === 1,
    product_skus: (row: ShowroomResultRow) => list(row.product_skus),
    store_code: (row: ShowroomResultRow, _: unknown, context: RequestContext) => context.stores.byStoreId(row.store_id)?.code ?? '',
  },
};
