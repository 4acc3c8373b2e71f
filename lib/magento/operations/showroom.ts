/**
 * The showroom (`/{store}/room/{id?}`): what the frame finder offers (the store view's frame
 * attributes, price ranges and a few frames to try on), the frames matching a shopper's answers,
 * and saved results (extension part: `saveShowroomResult`, `showroomResult`). The documents, for
 * the browser (the finder) and the server; what server components call is in lib/magento/showroom.ts.
 */
import type { ShowroomResultFieldsFragment } from '../generated/graphql';
import {
  ShowroomFrameFieldsFragmentDoc as ShowroomFrameFields,
  ShowroomVocabularyDocument as ShowroomVocabulary,
  ShowroomCatalogDocument as ShowroomCatalog,
  ShowroomMatchesDocument as ShowroomMatches,
  ShowroomProductsDocument as ShowroomProducts,
  SaveShowroomResultDocument as SaveShowroomResult,
  GetShowroomResultDocument as GetShowroomResult,
} from '../generated/showroom';
export {
  ShowroomFrameFields,
  ShowroomVocabulary,
  ShowroomCatalog,
  ShowroomMatches,
  ShowroomProducts,
  SaveShowroomResult,
  GetShowroomResult,
};

/** A saved result: the shopper's answers and the frames matched (ShowroomResultFields). */
export type ShowroomResult = ShowroomResultFieldsFragment;
