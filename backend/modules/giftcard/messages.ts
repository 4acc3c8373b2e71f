/**
 * The gift card texts the backend answers with: Adobe Commerce's (Magento_GiftCard's product type,
 * Magento_GiftCardAccount's account and cart), and ours where Adobe Commerce has none (marked).
 * The storefront recognises them to word them in the shopper's language.
 */
export const GIFT_CARD_MESSAGES = {
  // Buying a card (Magento\GiftCard\Model\Catalog\Product\Type\Giftcard)
  allRequired: 'Please specify all the required information.',
  amount: 'Please specify a gift card amount.',
  minAmount: (amount: string) => `Gift Card min amount is ${amount}`,
  maxAmount: (amount: string) => `Gift Card max amount is ${amount}`,
  recipientName: 'Please specify a recipient name.',
  senderName: 'Please specify a sender name.',
  recipientEmail: 'Please specify a recipient email.',
  senderEmail: 'Please specify a sender email.',
  // ours: Adobe Commerce checks only that the e-mails are given
  invalidRecipientEmail: 'Please specify a valid recipient email.',
  invalidSenderEmail: 'Please specify a valid sender email.',
  messageTooLong: (max: number) => `The gift card message is too long. Use ${max} characters or fewer.`,
  messageNotAllowed: 'This gift card cannot carry a message.',

  // Balance check and cart (Magento_GiftCardAccount, Magento_GiftCardAccountGraphQl)
  notFound: 'Gift card not found',
  cannotAdd: "The gift card code couldn't be added. Verify your information and try again.",
  expired: (code: string) => `Gift card account ${code} is expired.`,
  zeroBalance: (code: string) => `Gift card account ${code} has a zero balance.`,
  alreadyInCart: 'This gift card account is already in the quote.',
  cannotRemove: "The gift card couldn't be deleted from the quote.",
  emptyCart: 'Cart does not contain products.',
  // ours: Adobe Commerce ties a card to a website ("Please correct the gift card account website")
  otherCurrency: (code: string, currency: string) =>
    `Gift card account ${code} is in ${currency} and can only be used where prices are in ${currency}.`,
  // Placing the order (Adobe: "Gift card account %1 balance is lower than the charged amount.")
  balanceLower: (code: string) => `Gift card account ${code} balance is lower than the charged amount.`,
  // ours: the card paid another order since this cart was read
  balanceChanged: (code: string) =>
    `The balance of gift card account ${code} has changed since you saw your order total. Check the new total and place the order again.`,
} as const;
