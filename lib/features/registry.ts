/**
 * The optional features of the storefront (DESIGN.md "Core and optional features"), declared once.
 *
 * Everything not named here is core: it must work on a stock Magento Open Source 2.4 (its static
 * schema plus the attributes a default install adds at run time), which `npm run check:magento
 * -- --profile os` proves for every core operation. An optional feature needs something stock Open
 * Source lacks; the storefront detects at run time whether the backend offers it
 * (lib/features/capabilities.ts) and, when it does not, answers the feature's routes with the
 * not-found page and shows no link to them.
 *
 * Plain data: the contract check (scripts/magento-contract.ts), the server and the browser read it.
 */

/**
 * What a feature needs from the backend, all of them:
 * - `Type.field`: a schema coordinate that introspection shows (`Query.giftCardAccount`,
 *   `Cart.applied_gift_cards`, `ProductInterface.frame_shape`);
 * - `rest:<METHOD> <path>`: a REST route, which introspection cannot show (see the capability
 *   detection for how it is probed).
 */
export type Capability = string;

export interface FeatureDefinition {
  /** What the shopper gets, for reports and the README. */
  title: string;
  /** Where it comes from: Adobe Commerce, a newer Magento, or a module of this shop. */
  source: 'adobe-commerce' | 'magento-2.4.7' | 'module';
  /** The capabilities it needs, all of them. */
  requires: readonly Capability[];
  /** Names of its GraphQL operations (and of fragments exported on their own) under lib/magento/. */
  operations: readonly string[];
  /** Its pages: the path after the store code, with everything below it (`/faq` covers `/faq/x/y`). */
  routes: readonly string[];
  /** Where links, buttons and menu entries lead to it (each one is hidden when it is off). */
  links: readonly string[];
}

export const FEATURES = {
  giftcards: {
    title: 'Gift cards: buy, apply on the cart, balance, the cards bought',
    source: 'adobe-commerce',
    requires: ['Query.giftCardAccount', 'Cart.applied_gift_cards'],
    operations: [
      'GiftCardProductByUrlKey',
      'GiftCardBalance',
      'ApplyGiftCardToCart',
      'RemoveGiftCardFromCart',
      'CustomerPurchasedGiftCards',
      'GiftCardCartDetails',
      'GiftCardCartFields',
    ],
    routes: ['/giftcard'],
    links: ['account menu', 'cart (gift card form, applied cards)', 'product page (gift card form)'],
  },
  prescriptions: {
    title: 'Saved prescriptions, prescription uploads and the e-mailed prescription fix',
    source: 'module',
    requires: ['Customer.prescriptions', 'Query.prescriptionFixOrder'],
    operations: [
      'GetCustomerPrescriptions',
      'CreateCustomerPrescription',
      'UpdateCustomerPrescription',
      'DeleteCustomerPrescription',
      'GetPrescriptionFixOrder',
      'SubmitOrderPrescription',
      'CustomerPrescriptionFields',
      'PrescriptionEyeFields',
      'PrescriptionUserErrorFields',
      'PrescriptionFixOrderFields',
    ],
    routes: ['/prescription', '/addEditDialog', '/prescriptionfix'],
    links: ['account menu'],
  },
  'product-alerts': {
    title: 'Stock and price alerts ("notify me")',
    source: 'module',
    requires: ['Mutation.subscribeProductAlert', 'Mutation.unsubscribeProductAlert'],
    operations: ['SubscribeProductAlert', 'UnsubscribeProductAlert'],
    routes: ['/stock', '/price', '/productalert'],
    links: ['product page (notify me)'],
  },
  'stock-alert-opt-out': {
    title: 'No back-in-stock alert for discontinued products (product attribute notification_hide_alert)',
    source: 'module',
    requires: ['ProductInterface.notification_hide_alert'],
    operations: ['ProductStockAlertFlags'],
    routes: [],
    links: ['product page and cart line (notify me when back in stock)'],
  },
  'newsletter-unsubscribe': {
    title: "The newsletter's one-click unsubscribe link",
    source: 'module',
    requires: ['Mutation.unsubscribeEmailFromNewsletter'],
    operations: ['UnsubscribeEmailFromNewsletter'],
    routes: ['/unsubscribe'],
    links: ['newsletter e-mails only'],
  },
  showroom: {
    title: 'Showroom: frame finder, virtual try-on and shared results',
    source: 'module',
    requires: ['Query.showroomResult', 'Mutation.saveShowroomResult', 'ProductInterface.frame_shape', 'ProductInterface.color'],
    operations: ['ShowroomCatalog', 'ShowroomProducts', 'ShowroomFrameFields', 'GetShowroomResult', 'SaveShowroomResult'],
    routes: ['/room'],
    links: ['its own pages only'],
  },
  faq: {
    title: 'FAQ with search',
    source: 'module',
    requires: ['Query.faqCategories', 'Query.faqSearch'],
    operations: ['GetFaqCategories', 'SearchFaq', 'FaqQuestionFields'],
    routes: ['/faq'],
    links: ['footer', 'contact page'],
  },
  delivery: {
    title: 'Delivery options page',
    source: 'module',
    requires: ['Query.deliveryOptions'],
    operations: ['GetDeliveryOptions'],
    routes: ['/delivery'],
    links: ['footer'],
  },
  'social-sign-in': {
    title: 'Sign-in with Google, Facebook or Apple, and linked social accounts',
    source: 'module',
    requires: ['Query.socialLoginProviders', 'Mutation.generateCustomerTokenBySocialLogin', 'Customer.social_accounts'],
    operations: [
      'SocialLoginProviders',
      'SignInBySocialLogin',
      'GetSocialAccounts',
      'LinkSocialAccount',
      'UnlinkSocialAccount',
      'SocialAccountFields',
    ],
    routes: ['/social-accounts'],
    links: ['sign-in page (provider buttons)', 'account menu'],
  },
  'cart-recovery': {
    title: "Abandoned-cart reminders' restore link",
    source: 'module',
    requires: ['Mutation.recoverAbandonedCart'],
    operations: ['RecoverAbandonedCart'],
    routes: ['/abandonedcart'],
    links: ['reminder e-mails only'],
  },
  contact: {
    title: 'Contact form',
    source: 'magento-2.4.7',
    requires: ['Mutation.contactUs'],
    operations: ['ContactUs'],
    routes: ['/contact', '/contact-us'],
    links: ['footer'],
  },
  'lens-configurator': {
    title: "The lens configurator, from a frame's lens custom options",
    source: 'module',
    // Custom options are Magento's own; the configurator also needs the variants' frame sizes.
    requires: ['CustomizableProductInterface.options', 'ProductInterface.lens_width'],
    operations: [],
    routes: ['/customize'],
    links: ['product page (choose lenses)'],
  },
  'eyewear-attributes': {
    title: 'Frame details on product pages (brand, shape, material, gender, sizes in mm, polarised)',
    source: 'module',
    requires: ['ProductInterface.brand', 'ProductInterface.frame_shape', 'ProductInterface.lens_width'],
    operations: ['ProductPageEyewearAttributes', 'ProductPageAttributeOptions'],
    routes: [],
    links: ['product page (frame details)'],
  },
  'guest-order-lookup': {
    title: "The order number of a guest's order on the success page",
    source: 'module',
    requires: ['rest:GET /V1/guest-carts/:cartId/order'],
    operations: [],
    routes: [],
    links: ['success page (order number)'],
  },
  'cart-tax-display': {
    title: "The cart's tax display settings (tax/cart_display/*) from storeConfig",
    source: 'magento-2.4.7',
    requires: ['StoreConfig.shopping_cart_display_price'],
    operations: ['GetCartTaxDisplay'],
    routes: [],
    links: ['cart, mini cart and checkout amounts (without it: the store view default of components/cart/tax-display.ts)'],
  },
  'order-tax-amounts': {
    title: "An order's lines and subtotal including tax (OrderItem.prices, OrderTotal.subtotal_incl_tax)",
    source: 'magento-2.4.7',
    requires: ['OrderTotal.subtotal_incl_tax', 'OrderItem.prices'],
    operations: ['GetCustomerOrderTaxAmounts'],
    routes: [],
    links: ['order detail amounts where the store view shows tax included (without it: amounts without tax, the tax added)'],
  },
} as const satisfies Record<string, FeatureDefinition>;

export type FeatureId = keyof typeof FEATURES;

export const FEATURE_IDS = Object.keys(FEATURES) as FeatureId[];

export function isFeatureId(value: string): value is FeatureId {
  return Object.prototype.hasOwnProperty.call(FEATURES, value);
}

/** The feature an operation (or exported fragment) belongs to, or undefined for a core one. */
export function featureOfOperation(name: string): FeatureId | undefined {
  return FEATURE_IDS.find((id) => (FEATURES[id].operations as readonly string[]).includes(name));
}

/**
 * The feature whose pages a path is (`/faq/shipping`, without the store code), or undefined for a
 * core page. A route covers itself and everything below it, never a mere prefix (`/prices`).
 */
export function featureOfRoute(pathWithoutStore: string): FeatureId | undefined {
  const path = pathWithoutStore.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return FEATURE_IDS.find((id) =>
    (FEATURES[id].routes as readonly string[]).some((route) => path === route || path.startsWith(`${route}/`)),
  );
}

/** Every capability the registry names, sorted (what a capabilities file records). */
export function allCapabilities(): Capability[] {
  return [...new Set(FEATURE_IDS.flatMap((id) => FEATURES[id].requires as readonly string[]))].sort();
}
