/**
 * Payment methods per store view (payment_method_config: Magento's payment/<code>/active, /title,
 * /sort_order at store-view scope). Every store view names every method in its own language, as
 * a merchant does in Magento's per-store configuration; which offline methods are on is a
 * market's choice: bank transfer where shoppers expect it, cash on delivery where couriers collect,
 * purchase orders for the UK's business customers.
 */
import type { Database } from 'better-sqlite3';
import { STORE_VIEWS, type Lang } from './stores';

type MethodCode =
  | 'checkmo'
  | 'banktransfer'
  | 'cashondelivery'
  | 'purchaseorder'
  | 'free'
  | 'sandbox_card'
  | 'sandbox_paypal'
  | 'sandbox_adyen'
  | 'paypal_express';

const TITLES: Record<Lang, Record<MethodCode, string>> = {
  en: {
    checkmo: 'Check / Money order',
    banktransfer: 'Bank Transfer Payment',
    cashondelivery: 'Cash On Delivery',
    purchaseorder: 'Purchase Order',
    free: 'No Payment Information Required',
    sandbox_card: 'Card (sandbox)',
    sandbox_paypal: 'PayPal (sandbox)',
    sandbox_adyen: 'Adyen (sandbox)',
    paypal_express: 'PayPal Express Checkout (sandbox)',
  },
  fr: {
    checkmo: 'Chèque / mandat postal',
    banktransfer: 'Virement bancaire',
    cashondelivery: 'Paiement à la livraison',
    purchaseorder: 'Bon de commande',
    free: 'Aucune information de paiement requise',
    sandbox_card: 'Carte (test)',
    sandbox_paypal: 'PayPal (test)',
    sandbox_adyen: 'Adyen (test)',
    paypal_express: 'PayPal Express Checkout (test)',
  },
  es: {
    checkmo: 'Cheque / giro postal',
    banktransfer: 'Transferencia bancaria',
    cashondelivery: 'Pago contra reembolso',
    purchaseorder: 'Orden de compra',
    free: 'No se requiere información de pago',
    sandbox_card: 'Tarjeta (pruebas)',
    sandbox_paypal: 'PayPal (pruebas)',
    sandbox_adyen: 'Adyen (pruebas)',
    paypal_express: 'PayPal Express Checkout (pruebas)',
  },
  de: {
    checkmo: 'Scheck / Zahlungsanweisung',
    banktransfer: 'Banküberweisung',
    cashondelivery: 'Nachnahme',
    purchaseorder: 'Bestellschein',
    free: 'Keine Zahlungsinformationen erforderlich',
    sandbox_card: 'Karte (Testumgebung)',
    sandbox_paypal: 'PayPal (Testumgebung)',
    sandbox_adyen: 'Adyen (Testumgebung)',
    paypal_express: 'PayPal Express Checkout (Testumgebung)',
  },
  nl: {
    checkmo: 'Cheque / postwissel',
    banktransfer: 'Bankoverschrijving',
    cashondelivery: 'Betalen bij levering',
    purchaseorder: 'Inkooporder',
    free: 'Geen betaalgegevens nodig',
    sandbox_card: 'Kaart (test)',
    sandbox_paypal: 'PayPal (test)',
    sandbox_adyen: 'Adyen (test)',
    paypal_express: 'PayPal Express Checkout (test)',
  },
  pl: {
    checkmo: 'Czek / przekaz pieniężny',
    banktransfer: 'Przelew bankowy',
    cashondelivery: 'Płatność przy odbiorze',
    purchaseorder: 'Zamówienie zakupu',
    free: 'Dane płatności nie są wymagane',
    sandbox_card: 'Karta (test)',
    sandbox_paypal: 'PayPal (test)',
    sandbox_adyen: 'Adyen (test)',
    paypal_express: 'PayPal Express Checkout (test)',
  },
  ar: {
    checkmo: 'شيك / حوالة مالية',
    banktransfer: 'تحويل مصرفي',
    cashondelivery: 'الدفع عند الاستلام',
    purchaseorder: 'أمر شراء',
    free: 'لا حاجة إلى معلومات الدفع',
    sandbox_card: 'بطاقة (تجريبي)',
    sandbox_paypal: 'PayPal (تجريبي)',
    sandbox_adyen: 'Adyen (تجريبي)',
    paypal_express: 'PayPal Express Checkout (تجريبي)',
  },
  zh: {
    checkmo: '支票 / 匯票',
    banktransfer: '銀行轉帳',
    cashondelivery: '貨到付款',
    purchaseorder: '採購訂單',
    free: '無需付款資料',
    sandbox_card: '信用卡（測試）',
    sandbox_paypal: 'PayPal（測試）',
    sandbox_adyen: 'Adyen（測試）',
    paypal_express: 'PayPal Express Checkout（測試）',
  },
  id: {
    checkmo: 'Cek / wesel pos',
    banktransfer: 'Transfer bank',
    cashondelivery: 'Bayar di tempat',
    purchaseorder: 'Pesanan pembelian',
    free: 'Tidak perlu informasi pembayaran',
    sandbox_card: 'Kartu (uji coba)',
    sandbox_paypal: 'PayPal (uji coba)',
    sandbox_adyen: 'Adyen (uji coba)',
    paypal_express: 'PayPal Express Checkout (uji coba)',
  },
};

/** The offline methods each market turns on besides check / money order (Magento has them off by default). */
const OFFLINE_METHODS_ON: Readonly<Record<string, readonly MethodCode[]>> = {
  eu: ['banktransfer'],
  de: ['banktransfer', 'cashondelivery'],
  fr: ['banktransfer', 'cashondelivery'],
  nl: ['banktransfer'],
  pl: ['banktransfer', 'cashondelivery'],
  es: ['banktransfer'],
  ae_ar: ['cashondelivery'],
  ae_en: ['cashondelivery'],
  uk: ['banktransfer', 'purchaseorder'],
};

const ORDER: readonly MethodCode[] = [
  'free',
  'checkmo',
  'banktransfer',
  'cashondelivery',
  'purchaseorder',
  'sandbox_card',
  'sandbox_paypal',
  'sandbox_adyen',
  'paypal_express',
];
const OFF_BY_DEFAULT = new Set<MethodCode>(['banktransfer', 'cashondelivery', 'purchaseorder']);

export function seedPaymentMethods(db: Database): void {
  const insert = db.prepare('INSERT INTO payment_method_config (store_id, code, active, title, sort_order) VALUES (?, ?, ?, ?, ?)');
  for (const store of STORE_VIEWS) {
    const on = OFFLINE_METHODS_ON[store.code] ?? [];
    ORDER.forEach((code, index) => {
      const active = !OFF_BY_DEFAULT.has(code) || on.includes(code);
      insert.run(store.store_id, code, active ? 1 : 0, TITLES[store.language][code], (index + 1) * 10);
    });
  }
}
