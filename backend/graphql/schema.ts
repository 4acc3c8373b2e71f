import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { abandonedCartResolvers } from '../modules/abandoned-cart/recovery';
import { catalogResolvers } from '../modules/catalog/resolvers';
import { checkoutAgreementResolvers } from '../modules/checkout-agreement/resolvers';
import { pickupResolvers } from '../modules/pickup/resolvers';
import { paymentIntegrationResolvers } from '../modules/sales/payment-integrations';
import { sendFriendResolvers } from '../modules/sendfriend/resolvers';
import { cmsResolvers } from '../modules/cms/resolvers';
import { compareResolvers } from '../modules/compare/resolvers';
import { contactResolvers } from '../modules/contact/resolvers';
import { customerResolvers } from '../modules/customer/resolvers';
import { directoryResolvers } from '../modules/directory/resolvers';
import { faqResolvers } from '../modules/faq/resolvers';
import { giftCardResolvers } from '../modules/giftcard/resolvers';
import { newsletterUnsubscribeResolvers } from '../modules/newsletter-unsubscribe/unsubscribe-links';
import { prescriptionResolvers } from '../modules/prescription/resolvers';
import { pwaResolvers } from '../modules/pwa/resolvers';
import { productAlertResolvers } from '../modules/productalert/resolvers';
import { quoteResolvers } from '../modules/quote/resolvers';
import { reviewResolvers } from '../modules/review/resolvers';
import { salesResolvers } from '../modules/sales/resolvers';
import { showroomResolvers } from '../modules/showroom/resolvers';
import { storeResolvers } from '../modules/store/resolvers';
import { urlRewriteResolvers } from '../modules/url-rewrite/resolvers';
import { vaultResolvers } from '../modules/vault/resolvers';
import { wishlistResolvers } from '../modules/wishlist/resolvers';

const SCHEMA_DIR = path.join(__dirname, '..', 'schema');

/** The SDL files: the Magento part first, then our extensions to it, then Magento's PWA module (pwa.graphql, with pwaResolvers). */
export function readTypeDefs(): string[] {
  return ['magento.graphql', 'extensions.graphql', 'pwa.graphql'].map((file) => fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'));
}

/** Resolvers of every module, merged by type (each module owns its Query fields and types). */
const moduleResolvers = [
  storeResolvers,
  directoryResolvers,
  catalogResolvers,
  reviewResolvers,
  urlRewriteResolvers,
  cmsResolvers,
  quoteResolvers,
  salesResolvers,
  paymentIntegrationResolvers,
  checkoutAgreementResolvers,
  pickupResolvers,
  sendFriendResolvers,
  showroomResolvers,
  customerResolvers,
  vaultResolvers,
  productAlertResolvers,
  newsletterUnsubscribeResolvers,
  abandonedCartResolvers,
  faqResolvers,
  contactResolvers,
  wishlistResolvers,
  compareResolvers,
  prescriptionResolvers,
  giftCardResolvers,
  pwaResolvers,
];

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: readTypeDefs(),
    resolvers: moduleResolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
