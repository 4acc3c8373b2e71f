/**
 * The two showrooms, which are inventory sources and pickup locations (Magento_InventoryInStorePickup),
 * and the terms and conditions (Magento_CheckoutAgreements) the Polish store view asks shoppers to accept.
 */
import type { Database } from 'better-sqlite3';

const SHOWROOMS = [
  {
    source_code: 'brussels_showroom',
    name: 'Brillora Brussels',
    email: 'brussels@brillora.example',
    contact_name: 'Brillora Brussels showroom',
    description: 'Frames, sunglasses and eye tests, Monday to Saturday 10:00-18:30.',
    latitude: 50.8467,
    longitude: 4.3525,
    country_id: 'BE',
    city: 'Brussels',
    street: 'Rue Neuve 42',
    postcode: '1000',
    phone: '+32 2 555 01 42',
    website_codes: 'base,eu',
  },
  {
    source_code: 'amsterdam_showroom',
    name: 'Brillora Amsterdam',
    email: 'amsterdam@brillora.example',
    contact_name: 'Brillora Amsterdam showroom',
    description: 'Frames, sunglasses and contact lenses, every day 10:00-18:00.',
    latitude: 52.3676,
    longitude: 4.9041,
    country_id: 'NL',
    city: 'Amsterdam',
    street: 'Kalverstraat 118',
    postcode: '1012 PK',
    phone: '+31 20 555 0118',
    website_codes: 'base,eu,nl',
  },
];

/** Store view where the terms (HTML, mode MANUAL) must be ticked before placing an order (e2e/reviews-agreements.spec.ts). */
export const AGREEMENT_STORE_CODES = ['pl'];

export function seedPickupAndAgreements(db: Database): void {
  const source = db.prepare(
    `INSERT INTO inventory_source (source_code, name, email, contact_name, description, latitude, longitude, country_id, city, street,
                                   postcode, phone, website_codes)
     VALUES (@source_code, @name, @email, @contact_name, @description, @latitude, @longitude, @country_id, @city, @street, @postcode,
             @phone, @website_codes)`,
  );
  db.transaction(() => {
    for (const showroom of SHOWROOMS) source.run(showroom);
    db.prepare(
      `INSERT INTO checkout_agreement (agreement_id, name, content, checkbox_text, is_active, is_html, mode) VALUES (1, ?, ?, ?, 1, 1, 1)`,
    ).run(
      'Regulamin sklepu',
      '<h3>Regulamin sklepu Brillora</h3>' +
        '<p>Składając zamówienie akceptujesz regulamin sklepu Brillora.</p>' +
        '<ul><li>Prawo odstąpienia od umowy w ciągu <strong>14 dni</strong> od otrzymania towaru.</li>' +
        '<li>Zwrot kosztów i reklamacje zgodnie z obowiązującymi przepisami.</li></ul>',
      'Akceptuję regulamin sklepu',
    );
    const storeOf = db.prepare('SELECT store_id FROM store WHERE code = ?').pluck();
    for (const code of AGREEMENT_STORE_CODES) {
      const storeId = storeOf.get(code) as number | undefined;
      if (storeId !== undefined) db.prepare('INSERT INTO checkout_agreement_store (agreement_id, store_id) VALUES (1, ?)').run(storeId);
    }
  })();
}
