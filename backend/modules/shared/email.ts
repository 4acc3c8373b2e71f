/**
 * The email format every module checks (checkout, accounts, newsletter, gift cards, send to a
 * friend): close to Magento's email validator — one @, a dotted domain, no spaces. Its own module so
 * that checking an address ties no module to another.
 */
export const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
