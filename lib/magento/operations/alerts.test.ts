import { hiddenStockAlertSkus } from './alerts';

describe('hiddenStockAlertSkus', () => {
  it('names the products whose notification_hide_alert is set, and none for an empty or failed answer', () => {
    const answer = {
      products: {
        items: [
          { uid: 'a', sku: 'KIT', notification_hide_alert: true },
          { uid: 'b', sku: 'CASE', notification_hide_alert: false },
          { uid: 'c', sku: 'CLOTH', notification_hide_alert: null },
          null,
        ],
      },
    };
    expect([...hiddenStockAlertSkus(answer)]).toEqual(['KIT']);
    expect(hiddenStockAlertSkus({ products: null }).size).toBe(0);
    expect(hiddenStockAlertSkus(null).size).toBe(0);
  });
});
