/** @jest-environment node */
import { useTestBackend } from './test-support';

jest.setTimeout(120_000);

const shop = useTestBackend();

const STORE_VIEWS: Array<[string, number, string]> = [
  ['default', 1, 'EUR'],
  ['eu', 2, 'EUR'],
  ['us', 3, 'USD'],
  ['fr', 4, 'EUR'],
  ['es', 5, 'EUR'],
  ['uk', 6, 'GBP'],
  ['nl', 7, 'EUR'],
  ['hk', 8, 'HKD'],
  ['mx', 11, 'MXN'],
  ['de', 12, 'EUR'],
  ['id', 13, 'EUR'],
  ['ae_ar', 14, 'AED'],
  ['ae_en', 15, 'AED'],
  ['ar', 16, 'USD'],
  ['pl', 17, 'PLN'],
];

const STORE_CONFIG = `query { storeConfig { id store_code store_name locale default_display_currency_code base_currency_code secure_base_media_url root_category_uid grid_per_page product_url_suffix } }`;

const LISTING_FIELDS = `total_count page_info { current_page page_size total_pages }
  items { __typename uid sku name url_key stock_status price_range { minimum_price { final_price { value currency } regular_price { value } } } }`;

describe('store views', () => {
  it.each(STORE_VIEWS)('storeConfig answers %s (id %i) in %s with its locale', async (code, id, currency) => {
    const { body, headers } = await shop.gql(STORE_CONFIG, {}, { store: code });
    expect(body.errors).toBeUndefined();
    expect(body.data.storeConfig).toMatchObject({
      id,
      store_code: code,
      default_display_currency_code: currency,
      base_currency_code: currency,
    });
    expect(body.data.storeConfig.locale).toMatch(/^[a-z]{2}_[A-Za-z_]+$/);
    expect(body.data.storeConfig.secure_base_media_url).toBe(`${shop.url}/media/`);
    expect(headers.get('x-magento-cache-id')).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each(STORE_VIEWS)('currency answers %s with its currency and symbol', async (code, _id, currency) => {
    const { body } = await shop.gql('{ currency { default_display_currency_code default_display_currency_symbol } }', {}, { store: code });
    expect(body.errors).toBeUndefined();
    expect(body.data.currency.default_display_currency_code).toBe(currency);
    expect(body.data.currency.default_display_currency_symbol).toEqual(expect.any(String));
  });

  it('gives ae_ar an Arabic locale and uk a British one', async () => {
    expect((await shop.gql(STORE_CONFIG, {}, { store: 'ae_ar' })).body.data.storeConfig.locale).toBe('ar_AE');
    expect((await shop.gql(STORE_CONFIG, {}, { store: 'uk' })).body.data.storeConfig.locale).toBe('en_GB');
  });

  it('falls back to the default store view when the Store header is absent or unknown', async () => {
    expect((await shop.gql(STORE_CONFIG)).body.data.storeConfig.store_code).toBe('default');
    expect((await shop.gql(STORE_CONFIG, {}, { store: 'atlantis' })).body.data.storeConfig.store_code).toBe('default');
  });

  it('varies the cache id by store view', async () => {
    const uk = (await shop.gql(STORE_CONFIG, {}, { store: 'uk' })).headers.get('x-magento-cache-id');
    const fr = (await shop.gql(STORE_CONFIG, {}, { store: 'fr' })).headers.get('x-magento-cache-id');
    expect(uk).not.toEqual(fr);
  });

  it('refuses a display currency the store view does not offer, as Magento does', async () => {
    const { body } = await shop.gql(STORE_CONFIG, {}, { store: 'uk', headers: { 'Content-Currency': 'JPY' } });
    expect(body.errors?.[0]).toMatchObject({ message: 'Please correct the target currency', extensions: { category: 'graphql-input' } });
    const ok = await shop.gql(STORE_CONFIG, {}, { store: 'uk', headers: { 'Content-Currency': 'GBP' } });
    expect(ok.body.errors).toBeUndefined();
  });

  it('lists all store views with availableStores', async () => {
    const { body } = await shop.gql(`query { availableStores { store_code default_display_currency_code } }`);
    expect(body.data.availableStores.map((s: { store_code: string }) => s.store_code).sort()).toEqual(STORE_VIEWS.map(([c]) => c).sort());
  });
});

describe('directory', () => {
  it('lists the countries a store view ships to, named in its language', async () => {
    const uk = (await shop.gql(`query { countries { id full_name_locale } }`, {}, { store: 'uk' })).body.data.countries;
    expect(uk).toEqual([{ id: 'GB', full_name_locale: 'United Kingdom' }]);
    const fr = (await shop.gql(`query { countries { id full_name_locale } }`, {}, { store: 'fr' })).body.data.countries;
    expect(fr.find((c: { id: string }) => c.id === 'BE').full_name_locale).toBe('Belgique');
  });

  it('gives a country its regions where Magento has them', async () => {
    const { body } = await shop.gql(`query { country(id: "US") { id available_regions { id code name } } }`, {}, { store: 'us' });
    expect(body.data.country.available_regions.length).toBeGreaterThanOrEqual(50);
    expect(body.data.country.available_regions).toContainEqual(expect.objectContaining({ code: 'CA', name: 'California' }));
    const gb = await shop.gql(`query { country(id: "GB") { available_regions { code } } }`, {}, { store: 'uk' });
    expect(gb.body.data.country.available_regions).toBeNull();
  });

  it('reports an unknown country as Magento does', async () => {
    const { body } = await shop.gql(`query { country(id: "ZZ") { id } }`, {}, { store: 'uk' });
    expect(body.errors?.[0]).toMatchObject({ message: "The country isn't available.", extensions: { category: 'graphql-no-such-entity' } });
  });
});

describe('products', () => {
  it('needs search or filter', async () => {
    const { body } = await shop.gql(`query { products { total_count } }`, {}, { store: 'uk' });
    expect(body.errors?.[0]).toMatchObject({
      message: "'search' or 'filter' input argument is required.",
      extensions: { category: 'graphql-input' },
    });
  });

  it('ranks full-text matches by relevance and searches in the store view language', async () => {
    const { body } = await shop.gql(
      `query($q: String!) { products(search: $q, pageSize: 5) { ${LISTING_FIELDS} } }`,
      { q: 'aviator' },
      { store: 'uk' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.products.total_count).toBeGreaterThan(0);
    expect(body.data.products.items[0].name.toLowerCase()).toContain('aviator');
    const fr = await shop.gql(
      `query($q: String!) { products(search: $q, pageSize: 5) { total_count items { name } } }`,
      { q: 'lunettes de soleil' },
      { store: 'fr' },
    );
    expect(fr.body.data.products.total_count).toBeGreaterThan(0);
    const nothing = await shop.gql(
      `query($q: String!) { products(search: $q) { total_count items { sku } } }`,
      { q: 'zzzxqqq' },
      { store: 'uk' },
    );
    expect(nothing.body.data.products).toEqual({ total_count: 0, items: [] });
  });

  it('filters by category, paginates and reports pages', async () => {
    const top = await shop.gql(
      `query { categories(filters: { parent_category_uid: { eq: "Mg==" } }) { items { uid name url_path product_count } } }`,
      {},
      { store: 'uk' },
    );
    const eyeglasses = top.body.data.categories.items.find((c: { url_path: string }) => c.url_path === 'eyeglasses');
    expect(eyeglasses).toBeDefined();
    const query = `query($uid: String!, $page: Int!) { products(filter: { category_uid: { eq: $uid } }, pageSize: 6, currentPage: $page) { ${LISTING_FIELDS} } }`;
    const page1 = (await shop.gql(query, { uid: eyeglasses.uid, page: 1 }, { store: 'uk' })).body.data.products;
    const page2 = (await shop.gql(query, { uid: eyeglasses.uid, page: 2 }, { store: 'uk' })).body.data.products;
    expect(page1.total_count).toBe(eyeglasses.product_count);
    expect(page1.page_info).toEqual({ current_page: 1, page_size: 6, total_pages: Math.ceil(page1.total_count / 6) });
    expect(page1.items).toHaveLength(6);
    const skus1 = page1.items.map((i: { sku: string }) => i.sku);
    expect(page2.items.every((i: { sku: string }) => !skus1.includes(i.sku))).toBe(true);
    expect(page1.items.every((i: { price_range: any }) => i.price_range.minimum_price.final_price.currency === 'GBP')).toBe(true);
    const tooFar = await shop.gql(query, { uid: eyeglasses.uid, page: 999 }, { store: 'uk' });
    expect(tooFar.body.errors?.[0].message).toBe(
      `currentPage value 999 specified is greater than the ${page1.page_info.total_pages} page(s) available.`,
    );
  });

  it('sorts by price in both directions', async () => {
    const query = `query($dir: SortEnum) { products(filter: { category_uid: { eq: "Mg==" } }, pageSize: 50, sort: { price: $dir }) { items { price_range { minimum_price { final_price { value } } } } } }`;
    const prices = async (dir: string) =>
      (await shop.gql(query, { dir }, { store: 'fr' })).body.data.products.items.map(
        (i: any) => i.price_range.minimum_price.final_price.value,
      );
    const asc = await prices('ASC');
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = await prices('DESC');
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('returns layered navigation and narrows results by attribute and price', async () => {
    const query = `query($filter: ProductAttributeFilterInput) { products(filter: $filter, pageSize: 100) {
      total_count items { sku price_range { minimum_price { final_price { value } } } }
      aggregations { attribute_code label count options { label value count } } } }`;
    const all = (await shop.gql(query, { filter: { category_uid: { eq: 'Mg==' } } }, { store: 'uk' })).body.data.products;
    const codes = all.aggregations.map((a: { attribute_code: string }) => a.attribute_code);
    expect(codes).toEqual(expect.arrayContaining(['price', 'frame_shape', 'color', 'frame_material', 'gender', 'brand', 'category_uid']));
    const shape = all.aggregations.find((a: { attribute_code: string }) => a.attribute_code === 'frame_shape');
    const option = shape.options[0];
    expect(option.label).not.toMatch(/^\d+$/);
    const filtered = (
      await shop.gql(query, { filter: { category_uid: { eq: 'Mg==' }, frame_shape: { eq: option.value } } }, { store: 'uk' })
    ).body.data.products;
    expect(filtered.total_count).toBe(option.count);
    // The chosen attribute still offers its other values (disjunctive facets).
    expect(filtered.aggregations.find((a: { attribute_code: string }) => a.attribute_code === 'frame_shape').options.length).toBe(
      shape.options.length,
    );
    const price = all.aggregations.find((a: { attribute_code: string }) => a.attribute_code === 'price').options[0];
    const [from, to] = price.value.split('_');
    const cheap = (await shop.gql(query, { filter: { category_uid: { eq: 'Mg==' }, price: { from, to } } }, { store: 'uk' })).body.data
      .products;
    expect(cheap.total_count).toBe(price.count);
    for (const item of cheap.items) expect(item.price_range.minimum_price.final_price.value).toBeLessThanOrEqual(Number(to));
  });

  it('serves configurable frames with per-variant stock, price and images', async () => {
    const { body } = await shop.gql(
      `query { products(filter: { category_uid: { eq: "Mg==" } }, pageSize: 100) { items { __typename sku ... on ConfigurableProduct {
        configurable_options { attribute_code label values { uid label swatch_data { value } } }
        variants { attributes { code uid label } product { sku stock_status only_x_left_in_stock media_gallery { url position } } } } } } }`,
      {},
      { store: 'uk' },
    );
    const frame = body.data.products.items.find((p: any) => p.__typename === 'ConfigurableProduct');
    expect(frame.configurable_options.map((o: any) => o.attribute_code)).toEqual(expect.arrayContaining(['color', 'frame_size']));
    expect(frame.configurable_options.find((o: any) => o.attribute_code === 'color').values[0].swatch_data.value).toMatch(/^#/);
    expect(frame.variants.length).toBeGreaterThan(1);
    for (const variant of frame.variants) {
      expect(variant.attributes).toHaveLength(frame.configurable_options.length);
      expect(variant.product.media_gallery.length).toBeGreaterThanOrEqual(2);
    }
    const allVariants = body.data.products.items.filter((p: any) => p.variants).flatMap((p: any) => p.variants);
    expect(allVariants.some((v: any) => v.product.stock_status === 'OUT_OF_STOCK')).toBe(true);
    expect(allVariants.some((v: any) => v.product.only_x_left_in_stock !== null)).toBe(true);
  });

  it('offers lens choices as customizable options with prices in the store currency', async () => {
    const search = await shop.gql(`query { products(search: "eyeglasses", pageSize: 1) { items { sku } } }`, {}, { store: 'uk' });
    const sku = search.body.data.products.items[0].sku;
    const query = `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku ... on CustomizableProductInterface { options { __typename uid title required
        ... on CustomizableRadioOption { value { uid title price price_type } } ... on CustomizableCheckboxOption { value { uid title price } } } } } } }`;
    const options = (await shop.gql(query, { sku }, { store: 'de' })).body.data.products.items[0].options;
    const inEnglish = (await shop.gql(query, { sku }, { store: 'uk' })).body.data.products.items[0].options;
    expect(options.map((o: any) => o.title)).not.toEqual(inEnglish.map((o: any) => o.title));
    expect(options.length).toBeGreaterThanOrEqual(4);
    const radio = options.find((o: any) => o.__typename === 'CustomizableRadioOption');
    expect(radio.value.length).toBeGreaterThanOrEqual(3);
    expect(Buffer.from(radio.value[0].uid, 'base64').toString()).toMatch(/^custom-option\/\d+\/\d+$/);
  });

  it('serves product images from the media URL', async () => {
    const { body } = await shop.gql(
      `query { products(search: "round", pageSize: 1) { items { small_image { url } } } }`,
      {},
      { store: 'uk' },
    );
    const response = await fetch(body.data.products.items[0].small_image.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});

describe('categories', () => {
  it('returns the tree with translated names and breadcrumbs', async () => {
    const query = `query { categories(filters: { parent_category_uid: { eq: "Mg==" } }, pageSize: 50) { total_count items { uid name url_path children { uid name url_path level breadcrumbs { category_name category_url_path } } } } }`;
    const uk = (await shop.gql(query, {}, { store: 'uk' })).body.data.categories;
    expect(uk.total_count).toBeGreaterThanOrEqual(5);
    const fr = (await shop.gql(query, {}, { store: 'fr' })).body.data.categories;
    expect(fr.items.map((c: any) => c.name)).not.toEqual(uk.items.map((c: any) => c.name));
    const parent = uk.items.find((c: any) => c.children.length);
    expect(parent.children[0].breadcrumbs).toEqual([{ category_name: parent.name, category_url_path: parent.url_path }]);
    const all = (await shop.gql(`query { categoryList(filters: { name: { match: "" } }, pageSize: 100) { uid } }`, {}, { store: 'uk' }))
      .body.data.categoryList;
    expect(all.length).toBeGreaterThanOrEqual(12);
  });
});

describe('route and urlResolver', () => {
  const ROUTE = `query($url: String!) { route(url: $url) { __typename relative_url redirect_code type
    ... on CategoryTree { uid name } ... on CmsPage { identifier title } ... on ProductInterface { uid sku name } } }`;

  it('resolves product URLs per store view', async () => {
    const uk = (
      await shop.gql(`query { products(search: "aviator", pageSize: 1) { items { uid url_key url_suffix } } }`, {}, { store: 'uk' })
    ).body.data.products.items[0];
    const routed = (await shop.gql(ROUTE, { url: `/${uk.url_key}${uk.url_suffix}` }, { store: 'uk' })).body.data.route;
    expect(routed).toMatchObject({ uid: uk.uid, type: 'PRODUCT', redirect_code: 0, relative_url: `${uk.url_key}.html` });
    const de = (
      await shop.gql(
        `query($uid: String!) { products(filter: { sku: { eq: $uid } }) { items { url_key } } }`,
        { uid: routed.sku },
        { store: 'de' },
      )
    ).body.data.products.items[0];
    const inGerman = (await shop.gql(ROUTE, { url: `${de.url_key}.html` }, { store: 'de' })).body.data.route;
    expect(inGerman).toMatchObject({ uid: uk.uid, type: 'PRODUCT' });
  });

  it('resolves categories and CMS pages', async () => {
    const category = (await shop.gql(ROUTE, { url: 'eyeglasses.html' }, { store: 'uk' })).body.data.route;
    expect(category).toMatchObject({ __typename: 'CategoryTree', type: 'CATEGORY', relative_url: 'eyeglasses.html' });
    const page = (await shop.gql(ROUTE, { url: 'about-us' }, { store: 'fr' })).body.data.route;
    expect(page).toMatchObject({ __typename: 'CmsPage', type: 'CMS_PAGE', identifier: 'about-us' });
    const home = (await shop.gql(ROUTE, { url: '/' }, { store: 'uk' })).body.data.route;
    expect(home).toMatchObject({ __typename: 'CmsPage', identifier: 'home' });
  });

  it('answers a renamed product with a permanent redirect to its new URL', async () => {
    const redirect = shop.backend.services.db
      .prepare(
        `SELECT request_path, target_path FROM url_rewrite WHERE redirect_type = 301 AND entity_type = 'product' AND store_id = 6 LIMIT 1`,
      )
      .get() as { request_path: string; target_path: string };
    expect(redirect).toBeDefined();
    const routed = (await shop.gql(ROUTE, { url: redirect.request_path }, { store: 'uk' })).body.data.route;
    expect(routed).toMatchObject({ redirect_code: 301, relative_url: redirect.target_path, type: 'PRODUCT' });
    const entity = (
      await shop.gql(
        `query($url: String!) { urlResolver(url: $url) { entity_uid relative_url redirectCode type } }`,
        { url: redirect.request_path },
        { store: 'uk' },
      )
    ).body.data.urlResolver;
    expect(entity).toMatchObject({ redirectCode: 301, relative_url: redirect.target_path, type: 'PRODUCT', entity_uid: routed.uid });
  });

  it('returns null for an unknown URL', async () => {
    const { body } = await shop.gql(ROUTE, { url: 'no-such-page.html' }, { store: 'uk' });
    expect(body.errors).toBeUndefined();
    expect(body.data.route).toBeNull();
  });
});

describe('CMS', () => {
  it('serves pages in the store view language and blocks by identifier', async () => {
    const query = `query($id: String!) { cmsPage(identifier: $id) { identifier title content meta_title } }`;
    const uk = (await shop.gql(query, { id: 'home' }, { store: 'uk' })).body.data.cmsPage;
    const fr = (await shop.gql(query, { id: 'home' }, { store: 'fr' })).body.data.cmsPage;
    expect(uk.content).toContain('<');
    expect(fr.title).not.toEqual(uk.title);
    for (const identifier of ['about-us', 'shipping-and-returns', 'privacy-policy']) {
      expect((await shop.gql(query, { id: identifier }, { store: 'es' })).body.data.cmsPage.identifier).toBe(identifier);
    }
    const blocks = (
      await shop.gql(`query { cmsBlocks(identifiers: ["home-hero", "usp-bar"]) { items { identifier content } } }`, {}, { store: 'uk' })
    ).body.data.cmsBlocks;
    expect(blocks.items.map((b: { identifier: string }) => b.identifier)).toEqual(['home-hero', 'usp-bar']);
  });

  it('reports a missing page with Magento’s text and category', async () => {
    const { body } = await shop.gql(`query { cmsPage(identifier: "nope") { title } }`, {}, { store: 'uk' });
    expect(body.errors?.[0]).toMatchObject({
      message: 'The CMS page with the "nope" ID doesn\'t exist.',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });
});

describe('protocol', () => {
  it('reports syntax and validation errors with category graphql', async () => {
    const syntax = await shop.gql(`query { storeConfig { `, {}, { store: 'uk' });
    expect(syntax.body.errors?.[0].extensions?.category).toBe('graphql');
    const unknown = await shop.gql(`query { storeConfig { no_such_field } }`, {}, { store: 'uk' });
    expect(unknown.body.errors?.[0].message).toContain('no_such_field');
  });

  it('refuses mutations over GET', async () => {
    const { body } = await shop.gql(`mutation { __typename }`, {}, { method: 'GET' });
    expect(body.errors?.[0].message).toBeDefined();
  });

  it('marks catalogue GET answers cacheable and POST answers not', async () => {
    const get = await shop.gql(STORE_CONFIG, {}, { store: 'uk' });
    expect(get.headers.get('cache-control')).toContain('public');
    const post = await shop.gql(STORE_CONFIG, {}, { store: 'uk', method: 'POST' });
    expect(post.headers.get('cache-control')).toBe('no-store');
  });

  it('never marks a shopper’s answer cacheable, however its field is reached (fragments)', async () => {
    const created = await shop.gql(`mutation { createEmptyCart }`, {}, { store: 'uk', method: 'POST' });
    const cartId = created.body.data.createEmptyCart as string;
    for (const query of [
      `query($id: String!) { ... on Query { cart(cart_id: $id) { id } } }`,
      `query Q($id: String!) { ...Basket } fragment Basket on Query { storeConfig { store_code } basket: cart(cart_id: $id) { id } }`,
    ]) {
      const answer = await shop.gql(query, { id: cartId }, { store: 'uk' });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers REST in Magento’s shapes', async () => {
    const views = await fetch(`${shop.url}/rest/V1/store/storeViews`);
    expect(views.status).toBe(200);
    expect((await views.json()).map((v: { code: string }) => v.code)).toContain('ae_ar');
    const missing = await fetch(`${shop.url}/rest/uk/V1/no/such/route`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Request does not match any route.', trace: null });
  });

  it('has a health endpoint', async () => {
    const response = await fetch(`${shop.url}/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
