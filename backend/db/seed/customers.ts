/**
 * The demo customer: Veronica Costello, Magento's sample-data shopper, with an account in every
 * website (accounts are per website) under the same e-mail and password, two addresses in the
 * website's home country (the first her default billing and shipping address) and a newsletter
 * subscription. Her past order in each website is placed by demo-orders.ts once the catalogue is
 * in place.
 */
import type { Database } from 'better-sqlite3';
import { hashPassword } from '../../modules/customer/password';
import { STORE_VIEWS } from './stores';

/** Sign in with these on any store view (Magento's sample data uses the same pair). */
export const DEMO_CUSTOMER = {
  email: 'roni_cost@example.com',
  password: 'roni_cost3@example.com',
  firstname: 'Veronica',
  lastname: 'Costello',
} as const;

interface DemoAddress {
  street: string[];
  city: string;
  /** Region code, for countries with a region list. */
  region?: string;
  postcode?: string;
  telephone: string;
}

/** Two addresses per country a website ships home to; every one passes the country's rules. */
const ADDRESSES: Record<string, [DemoAddress, DemoAddress]> = {
  BE: [
    { street: ['Rue de la Loi 16'], city: 'Bruxelles', postcode: '1000', telephone: '+32 2 555 01 00' },
    { street: ['Meir 50'], city: 'Antwerpen', postcode: '2000', telephone: '+32 3 555 02 00' },
  ],
  US: [
    { street: ['6146 Honey Bluff Parkway'], city: 'Calder', region: 'MI', postcode: '49628-7978', telephone: '(555) 229-3326' },
    { street: ['1 Market Street', 'Suite 300'], city: 'San Francisco', region: 'CA', postcode: '94105', telephone: '(555) 410-0100' },
  ],
  FR: [
    { street: ['12 rue de Rivoli'], city: 'Paris', postcode: '75001', telephone: '+33 1 55 50 01 00' },
    { street: ['5 place Bellecour'], city: 'Lyon', postcode: '69002', telephone: '+33 4 55 50 02 00' },
  ],
  ES: [
    { street: ['Calle de Alcalá 42'], city: 'Madrid', region: 'M', postcode: '28014', telephone: '+34 915 550 100' },
    { street: ['Passeig de Gràcia 10'], city: 'Barcelona', region: 'B', postcode: '08007', telephone: '+34 935 550 200' },
  ],
  GB: [
    { street: ['221B Baker Street'], city: 'London', postcode: 'NW1 6XE', telephone: '+44 20 7946 0100' },
    { street: ['1 Princes Street'], city: 'Edinburgh', postcode: 'EH2 2EQ', telephone: '+44 131 496 0200' },
  ],
  NL: [
    { street: ['Damrak 1'], city: 'Amsterdam', postcode: '1012 LG', telephone: '+31 20 555 0100' },
    { street: ['Coolsingel 40'], city: 'Rotterdam', postcode: '3011 AD', telephone: '+31 10 555 0200' },
  ],
  HK: [
    { street: ["1 Queen's Road Central", 'Central'], city: 'Hong Kong', telephone: '+852 5550 0100' },
    { street: ['18 Nathan Road', 'Tsim Sha Tsui'], city: 'Kowloon', telephone: '+852 5550 0200' },
  ],
  MX: [
    { street: ['Paseo de la Reforma 222'], city: 'Ciudad de México', region: 'CMX', postcode: '06600', telephone: '+52 55 5550 0100' },
    { street: ['Avenida Juárez 100'], city: 'Guadalajara', region: 'JAL', postcode: '44100', telephone: '+52 33 5550 0200' },
  ],
  DE: [
    { street: ['Unter den Linden 1'], city: 'Berlin', postcode: '10117', telephone: '+49 30 5550 0100' },
    { street: ['Marienplatz 8'], city: 'München', postcode: '80331', telephone: '+49 89 5550 0200' },
  ],
  ID: [
    { street: ['Jalan M.H. Thamrin 1'], city: 'Jakarta', postcode: '10310', telephone: '+62 21 5550 0100' },
    { street: ['Jalan Malioboro 5'], city: 'Yogyakarta', postcode: '55213', telephone: '+62 274 555 0200' },
  ],
  AE: [
    { street: ['Sheikh Zayed Road 1'], city: 'Dubai', telephone: '+971 4 555 0100' },
    { street: ['Corniche Road 10'], city: 'Abu Dhabi', telephone: '+971 2 555 0200' },
  ],
  AR: [
    { street: ['Avenida de Mayo 500'], city: 'Buenos Aires', region: 'C', postcode: 'C1084AAD', telephone: '+54 11 5550 0100' },
    { street: ['Bv. San Juan 100'], city: 'Córdoba', region: 'X', postcode: '5000', telephone: '+54 351 555 0200' },
  ],
  PL: [
    { street: ['ul. Marszałkowska 10'], city: 'Warszawa', region: 'MZ', postcode: '00-590', telephone: '+48 22 555 01 00' },
    { street: ['Rynek Główny 1'], city: 'Kraków', region: 'MA', postcode: '31-042', telephone: '+48 12 555 02 00' },
  ],
};

/** Every website's first store view: where its demo account was created. */
export function websiteHomeStores() {
  const seen = new Set<string>();
  return [...STORE_VIEWS].sort((a, b) => a.sort_order - b.sort_order).filter((s) => !seen.has(s.website_code) && seen.add(s.website_code));
}

const CREATED_AT = '2025-01-06 09:00:00';

export async function seedCustomers(db: Database): Promise<void> {
  const stores = websiteHomeStores();
  const hashes = await Promise.all(stores.map(() => hashPassword(DEMO_CUSTOMER.password)));
  const insertCustomer = db.prepare(
    `INSERT INTO customer_entity (website_code, store_id, email, firstname, lastname, password_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAddress = db.prepare(
    `INSERT INTO customer_address_entity (parent_id, firstname, lastname, street, city, region, region_id, postcode, country_id,
                                          telephone, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const region = db.prepare('SELECT region_id, name FROM directory_region WHERE country_id = ? AND code = ?');
  const setDefaults = db.prepare('UPDATE customer_entity SET default_billing = ?, default_shipping = ? WHERE entity_id = ?');
  const subscribe = db.prepare(
    `INSERT INTO newsletter_subscriber (website_code, store_id, customer_id, subscriber_email, subscriber_status, change_status_at)
     VALUES (?, ?, ?, ?, 1, ?)`,
  );
  const { email, firstname, lastname } = DEMO_CUSTOMER;
  db.transaction(() => {
    stores.forEach((store, index) => {
      const customerId = Number(
        insertCustomer.run(store.website_code, store.store_id, email, firstname, lastname, hashes[index], CREATED_AT, CREATED_AT)
          .lastInsertRowid,
      );
      const addressIds = ADDRESSES[store.country_id].map((address) => {
        const found = address.region
          ? (region.get(store.country_id, address.region) as { region_id: number; name: string } | undefined)
          : undefined;
        if (address.region && !found) throw new Error(`No region ${address.region} in ${store.country_id}`);
        const { lastInsertRowid } = insertAddress.run(
          customerId,
          firstname,
          lastname,
          address.street.join('\n'),
          address.city,
          found?.name ?? null,
          found?.region_id ?? null,
          address.postcode ?? null,
          store.country_id,
          address.telephone,
          CREATED_AT,
          CREATED_AT,
        );
        return Number(lastInsertRowid);
      });
      setDefaults.run(addressIds[0], addressIds[0], customerId);
      subscribe.run(store.website_code, store.store_id, customerId, email, CREATED_AT);
    });
  })();
}
