import { REST_ADDRESS, checkoutFixtures } from './checkout-fixtures';
import { bearer } from './customer-fixtures';
import type { TestBackend } from './test-support';

/** `YYYY-MM-DD`, `days` before today (UTC; a month back is today's past in every time zone). */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** A prescription every rule accepts (single vision, one PD), with `changes` over it. */
export function validPrescription(changes: Record<string, unknown> = {}) {
  return {
    name: 'Everyday glasses',
    date: daysAgo(30),
    pd_mode: 'SINGLE',
    pd: 63,
    right_eye: { sph: -1.25, cyl: -0.5, axis: 90 },
    left_eye: { sph: -1 },
    ...changes,
  };
}

export const PRESCRIPTION_FIELDS = `uid name date expires_on is_expired pd_mode pd summary created_at updated_at
  right_eye { sph cyl axis add prism prism_base pd } left_eye { sph cyl axis add prism prism_base pd }`;

export const USER_ERRORS = 'user_errors { code field message }';

/** The smallest files of each type: their signatures and a little more. */
export const FILES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  /** An ELF executable's header, whatever it is called. */
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(64)]),
  /** A Windows executable's header. */
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
};

const FRAME_QUERY = `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku
  ... on ConfigurableProduct { variants { attributes { uid } product { sku } } }
  ... on CustomizableProductInterface { options { uid
    ... on CustomizableRadioOption { radio: value { uid sku } }
    ... on CustomizableAreaOption { area: value { uid sku } } } } } } }`;

interface FrameOptions {
  sku: string;
  variant: { attributes: Array<{ uid: string }>; product: { sku: string } };
  options: Array<{ uid: string; radio?: Array<{ uid: string; sku: string }>; area?: { uid: string; sku: string } }>;
}

/**
 * What the prescription tests share: uploads over REST, and frames ordered with lens options over
 * the storefront's calls (addProductsToCart, then REST checkout as a guest or as a customer).
 */
export function prescriptionFixtures(shop: () => TestBackend, store = 'uk') {
  const { db, rest } = checkoutFixtures(shop, store);
  let frame: FrameOptions | undefined;

  /** A frame with lens options, its first variant kept in stock. */
  async function frameOptions(): Promise<FrameOptions> {
    if (frame) return frame;
    const sku = db()
      .prepare("SELECT sku FROM catalog_product WHERE type_id = 'configurable' AND attribute_set = 'Frames' ORDER BY entity_id LIMIT 1")
      .pluck()
      .get() as string;
    const product = (await shop().gql(FRAME_QUERY, { sku }, { store })).body.data.products.items[0];
    const variant = product.variants[0];
    db()
      .prepare(
        'UPDATE cataloginventory_stock_item SET qty = 100000, is_in_stock = 1 WHERE product_id = (SELECT entity_id FROM catalog_product WHERE sku = ?)',
      )
      .run(variant.product.sku);
    frame = { sku, variant, options: product.options };
    return frame;
  }

  /** The uid of an option value by its SKU (`usage-progressive`), or of the Prescription text option. */
  function valueUid(options: FrameOptions['options'], sku: string): string {
    for (const option of options) {
      if (option.area?.sku === sku) return option.uid;
      const value = option.radio?.find((candidate) => candidate.sku === sku);
      if (value) return value.uid;
    }
    throw new Error(`the frame has no option ${sku}`);
  }

  /**
   * Places an order of one frame with lenses for `usage` and `text` in its Prescription option
   * (none when undefined): as a guest, or as the customer of `token`. Returns the order's row.
   */
  async function orderFrame(options: { usage?: string; text?: string; token?: string; email?: string; lines?: number } = {}) {
    const { usage = 'usage-single-vision', text, token, email = `rx+${Date.now()}${Math.random()}@example.com`, lines = 1 } = options;
    const { sku, variant, options: productOptions } = await frameOptions();
    const headers = token ? bearer(token) : {};
    const cartId = token
      ? ((await shop().gql(`{ customerCart { id } }`, {}, { store, headers })).body.data.customerCart.id as string)
      : ((await shop().gql(`mutation { createEmptyCart }`, {}, { store })).body.data.createEmptyCart as string);
    // Lines of the same frame differ by their lens type (else they would be one line).
    const lensTypes = ['lens-type-clear', 'lens-type-blue-light', 'lens-type-photochromic'];
    const items = Array.from({ length: lines }, (_, index) => ({
      sku,
      quantity: 1,
      selected_options: [
        ...variant.attributes.map((a) => a.uid),
        ...[usage, lensTypes[index], 'lens-index-150'].map((value) => valueUid(productOptions, value)),
      ],
      entered_options: text === undefined ? [] : [{ uid: valueUid(productOptions, 'prescription'), value: text }],
    }));
    const added = await shop().gql(
      `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
      { id: cartId, items },
      { store, headers },
    );
    expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
    const address = { ...REST_ADDRESS, email };
    const base = token ? 'carts/mine' : `guest-carts/${cartId}`;
    const shipping = await rest(
      'POST',
      `${base}/shipping-information`,
      {
        addressInformation: {
          shipping_address: address,
          billing_address: address,
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
        },
      },
      store,
      headers,
    );
    expect(shipping.status).toBe(200);
    const placed = await rest(
      'POST',
      `${base}/payment-information`,
      { billingAddress: address, email, paymentMethod: { method: 'checkmo' } },
      store,
      headers,
    );
    expect(placed.status).toBe(200);
    return db().prepare('SELECT * FROM sales_order WHERE entity_id = ?').get(Number(placed.body)) as {
      entity_id: number;
      increment_id: string;
      customer_email: string;
    };
  }

  /** The e-mails sent to `email`, newest first. */
  async function outbox(email: string): Promise<Array<{ subject: string; text: string; html: string }>> {
    return (await (await fetch(`${shop().url}/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{
      subject: string;
      text: string;
      html: string;
    }>;
  }

  /** The prescription link of the order confirmation sent to `email`: its order number and key (null without one). */
  async function fixLink(email: string): Promise<{ url: string; orderNumber: string; key: string } | null> {
    const confirmation = (await outbox(email)).find((mail) => /order confirmation/.test(mail.subject));
    const match = /(https?:\/\/\S+\/prescriptionfix\/([^/\s]+)\/([A-Za-z0-9_-]+))/.exec(confirmation?.text ?? '');
    return match ? { url: match[1], orderNumber: match[2], key: match[3] } : null;
  }

  /** A raw upload, as the storefront's REST proxy sends it. */
  async function uploadFile(bytes: Buffer, contentType = 'application/octet-stream', headers: Record<string, string> = {}) {
    const response = await fetch(`${shop().url}/rest/${store}/V1/prescriptions/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, ...headers },
      body: new Uint8Array(bytes),
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  /** GET of an uploaded file: its status, headers and bytes. */
  async function download(uid: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${shop().url}/rest/${store}/V1/prescriptions/uploads/${encodeURIComponent(uid)}`, { headers });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  return { db, rest, orderFrame, outbox, fixLink, uploadFile, download };
}
