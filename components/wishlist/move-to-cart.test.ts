import { accessoryItem, frameItem, lensUids } from './fixtures';
import { lensChoiceLabels, moveToCartPlan, variantLabels, variantSearch } from './move-to-cart';

describe('Move to cart', () => {
  it('sends a frame kept without its colour and size to its page to choose them', () => {
    expect(moveToCartPlan(frameItem({ variant: false }))).toEqual({ kind: 'choose-options' });
  });

  it('moves a frame without lens choices with the standard lenses, keeping its variant', () => {
    expect(moveToCartPlan(frameItem())).toEqual({
      kind: 'move',
      standardLenses: true,
      update: { wishlist_item_id: '11', selected_options: [lensUids.burgundy, lensUids.small, lensUids.singleVision, lensUids.index150] },
    });
  });

  it('keeps the lens choices an item has and fills in only the missing ones, typed text included', () => {
    const item = frameItem({
      customizable_options: [
        {
          customizable_option_uid: lensUids.usage,
          label: 'Usage',
          values: [{ customizable_option_value_uid: lensUids.progressive, label: 'Progressive', value: '2' }],
        },
        {
          customizable_option_uid: lensUids.prescription,
          label: 'Prescription',
          values: [{ customizable_option_value_uid: lensUids.prescription, label: '', value: 'OD -1.00' }],
        },
      ],
    });
    expect(moveToCartPlan(item)).toEqual({
      kind: 'move',
      standardLenses: true,
      update: {
        wishlist_item_id: '11',
        selected_options: [lensUids.burgundy, lensUids.small, lensUids.progressive, lensUids.index150],
        entered_options: [{ uid: lensUids.prescription, value: 'OD -1.00' }],
      },
    });
    expect(lensChoiceLabels(item)).toEqual(['Progressive']);
  });

  it('moves an item as it is when it has every required choice, or has none to make', () => {
    const chosen = frameItem({
      customizable_options: [
        {
          customizable_option_uid: lensUids.usage,
          label: 'Usage',
          values: [{ customizable_option_value_uid: lensUids.singleVision, label: 'Single vision', value: '1' }],
        },
        {
          customizable_option_uid: lensUids.index,
          label: 'Lens index',
          values: [{ customizable_option_value_uid: lensUids.index160, label: '1.60 Thin', value: '10' }],
        },
      ],
    });
    expect(moveToCartPlan(chosen)).toEqual({ kind: 'move', update: null, standardLenses: false });
    expect(moveToCartPlan(accessoryItem())).toEqual({ kind: 'move', update: null, standardLenses: false });
  });

  it('sends a product type with choices of its own (a gift card’s amount) to its page', () => {
    const giftCard = accessoryItem();
    giftCard.product = { ...giftCard.product!, __typename: 'GiftCardProduct' };
    expect(moveToCartPlan(giftCard)).toEqual({ kind: 'choose-options' });
  });

  it('names the kept variant and links to it as the product page reads it', () => {
    expect(variantLabels(frameItem())).toEqual([
      { label: 'Colour', value: 'Burgundy' },
      { label: 'Frame Size', value: 'S' },
    ]);
    expect(variantSearch(frameItem())).toBe('?color=27&frame_size=41');
    expect(variantSearch(frameItem({ variant: false }))).toBe('');
  });
});
