/**
 * What a gift card line holds (LineOptions.giftcard), every text trimmed. A module of its own: the
 * quote's line options hold it and the gift card product type fills it, so neither imports the other.
 */
export interface GiftCardLineOptions {
  /** The card's value in the cart's currency: the line's unit price. */
  amount: number;
  sender_name: string;
  sender_email: string;
  recipient_name: string;
  recipient_email: string;
  message: string | null;
}
