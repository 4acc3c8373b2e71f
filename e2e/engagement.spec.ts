import { expect, test, type Page } from '@playwright/test';
import {
  accessoryInStock,
  addAccessory,
  backendDatabase,
  backendMutation,
  backendQuery,
  expectNoSeriousViolations,
  outboxMails,
  runBackendCommand,
  textsFor,
  uniqueEmail,
} from './test-support';

/**
 * Issue 7: what the shop's e-mails and service pages lead to — stock alerts and their unsubscribe
 * links, the newsletter's unsubscribe link, abandoned-cart recovery, the FAQ and the contact form.
 * The backend's commands (backend/commands) run against the test backend's database.
 */

const STORE = 'uk';
const t = textsFor(STORE);

/** A link of an e-mail's text, as a path of the storefront (the e-mail names the test storefront's origin). */
function linkIn(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  if (!match) throw new Error(`No link matching ${pattern} in:\n${text}`);
  return new URL(match[0]).pathname;
}

/** Changes one character of the last segment that follows `marker` in a path. */
function tamper(path: string, marker: string): string {
  return path.replace(new RegExp(`(/${marker}/)(.)`), (_, prefix: string, first: string) => `${prefix}${first === 'A' ? 'B' : 'A'}`);
}

/** The guest cart id the page keeps for the store view (browser storage, spec section 3). */
async function storedCartId(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), `cartId:${STORE}`);
  const id = (JSON.parse(stored ?? 'null') as { value?: string } | null)?.value;
  if (!id) throw new Error('no cart id in browser storage');
  return id;
}

test.describe('stock alerts', () => {
  test('uk: a guest subscribes on a sold-out product, the restock e-mails them, the unsubscribe link works and a tampered one is refused', async ({
    page,
    request,
  }) => {
    const sku = backendDatabase(
      (db) =>
        db
          .prepare(
            `SELECT p.sku FROM catalog_product p JOIN cataloginventory_stock_item s ON s.product_id = p.entity_id
              WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.status = 1 AND s.is_in_stock = 0 ORDER BY p.entity_id LIMIT 1`,
          )
          .pluck()
          .get() as string | undefined,
    );
    if (!sku) throw new Error('the seed has no sold-out simple product');
    const { products } = await backendQuery<{ products: { items: Array<{ name: string; url_key: string; url_suffix: string | null }> } }>(
      request,
      STORE,
      'query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { name url_key url_suffix } } }',
      { sku },
    );
    const product = products.items[0];
    const email = uniqueEmail('stock.alert');

    try {
      await page.goto(`/${STORE}/${product.url_key}${product.url_suffix ?? '.html'}`);
      await page.getByRole('link', { name: t('ProductAlert.notifyStock') }).click();
      await expect(page).toHaveURL(new RegExp(`/${STORE}/stock\\?product=`));
      await expect(page.getByRole('heading', { level: 1, name: t('ProductAlert.stockTitle') })).toBeVisible();
      const form = page.getByRole('form', { name: t('ProductAlert.stockTitle') });
      await form.getByRole('button', { name: t('ProductAlert.subscribe') }).click();
      await expect(form.getByLabel(t('ProductAlert.emailLabel'))).toHaveAccessibleDescription(t('ProductAlert.emailError'));
      await form.getByLabel(t('ProductAlert.emailLabel')).fill(email);
      await form.getByRole('button', { name: t('ProductAlert.subscribe') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('ProductAlert.stockDone', { product: product.name }) })).toBeVisible();
      await expectNoSeriousViolations(page);

      runBackendCommand('product-alerts', ['--set-stock', sku, '20', '--send']);
      const mails = await outboxMails(request, email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Products back in stock alert');
      const unsubscribe = linkIn(mails[0].text, /https?:\/\/\S+\/productalert\/unsubscribe\/email\/product\/\S+/);
      const unsubscribeAll = linkIn(mails[0].text, /https?:\/\/\S+\/productalert\/unsubscribe\/emailAll\/product_id\/\S+/);

      await page.goto(tamper(unsubscribe, 'hash'));
      await expect(page.getByText(t('ProductAlert.unsubscribeInvalid'))).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto(unsubscribe);
      await expect(page.getByText(t('ProductAlert.unsubscribedOne', { type: 'STOCK', product: product.name }))).toBeVisible();
      await expectNoSeriousViolations(page);

      // The variant without the product segment ends every stock alert of the address.
      await page.goto(unsubscribeAll);
      await expect(page.getByText(t('ProductAlert.unsubscribedAll', { type: 'STOCK' }))).toBeVisible();
      const active = backendDatabase((db) =>
        db.prepare('SELECT COUNT(*) FROM product_alert WHERE email = ? AND unsubscribed_at IS NULL').pluck().get(email),
      );
      expect(active).toBe(0);
    } finally {
      runBackendCommand('product-alerts', ['--set-stock', sku, '0']);
    }
  });
});

test.describe('newsletter', () => {
  test('uk: the newsletter’s link unsubscribes at once; a wrong or missing code asks to sign in', async ({ page, request }) => {
    const email = uniqueEmail('newsletter');
    await backendMutation(request, STORE, 'mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }', { email });
    runBackendCommand('newsletter', ['--store', STORE, '--subject', 'New frames for the season']);
    const [mail] = await outboxMails(request, email);
    expect(mail.subject).toBe('New frames for the season');
    const link = linkIn(mail.text, /https?:\/\/\S+\/unsubscribe\/\d+\/[A-Za-z0-9]+/);
    const withoutCode = link.replace(/\/[A-Za-z0-9]+$/, '');

    await page.goto(tamper(link, '\\d+'));
    await expect(page.getByText(t('Unsubscribe.invalidLink'))).toBeVisible();
    await expect(page.getByText(t('Unsubscribe.signInToManage'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('Unsubscribe.manageCommunications') })).toHaveAttribute(
      'href',
      `/${STORE}/communications`,
    );
    await expectNoSeriousViolations(page);

    await page.goto(withoutCode);
    await expect(page.getByText(t('Unsubscribe.signInToManage'))).toBeVisible();

    await page.goto(link);
    await expect(page.getByText(t('Unsubscribe.unsubscribed'))).toBeVisible();
    await expectNoSeriousViolations(page);
    const status = backendDatabase((db) =>
      db.prepare('SELECT subscriber_status FROM newsletter_subscriber WHERE subscriber_email = ?').pluck().get(email),
    );
    expect(status).toBe(3);
  });
});

test.describe('abandoned carts', () => {
  test('uk: the reminder’s link brings a guest’s cart into a fresh browser once; an expired link leaves the cart alone', async ({
    browser,
    page,
    request,
  }) => {
    const product = await accessoryInStock(request, STORE);
    await addAccessory(page, request, STORE);
    const email = uniqueEmail('abandoned');
    await backendMutation(
      request,
      STORE,
      'mutation($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }',
      {
        id: await storedCartId(page),
        email,
      },
    );
    runBackendCommand('abandoned-carts', ['--idle-minutes', '0']);
    const [reminder] = await outboxMails(request, email);
    const link = linkIn(reminder.text, /https?:\/\/\S+\/abandonedcart\/checkout\/cart\/id\/\d+\/token\/[A-Za-z0-9_-]+\//);

    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await other.goto(link);
      await expect(other).toHaveURL(new RegExp(`/${STORE}/cart$`));
      await expect(other.getByRole('main').getByRole('link', { name: product.name })).toBeVisible();
      await expectNoSeriousViolations(other);

      // Once only.
      await other.goto(link);
      await expect(other.getByRole('alert').filter({ hasText: t('AbandonedCart.used') })).toBeVisible();
      await expectNoSeriousViolations(other);
    } finally {
      await fresh.close();
    }

    // A second cart whose link expires at once: the shopper keeps the cart they have.
    const second = await browser.newContext();
    try {
      const shopper = await second.newPage();
      await addAccessory(shopper, request, STORE);
      const cartId = await storedCartId(shopper);
      const secondEmail = uniqueEmail('abandoned.expired');
      await backendMutation(
        request,
        STORE,
        'mutation($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }',
        {
          id: cartId,
          email: secondEmail,
        },
      );
      runBackendCommand('abandoned-carts', ['--idle-minutes', '0', '--link-lifetime-minutes', '0']);
      const [expired] = await outboxMails(request, secondEmail);
      await shopper.goto(linkIn(expired.text, /https?:\/\/\S+\/abandonedcart\/checkout\/cart\/id\/\d+\/token\/[A-Za-z0-9_-]+\//));
      await expect(shopper.getByRole('alert').filter({ hasText: t('AbandonedCart.expired') })).toBeVisible();
      await expect(shopper.getByText(t('AbandonedCart.cartKept'))).toBeVisible();
      await expectNoSeriousViolations(shopper);
      expect(await storedCartId(shopper)).toBe(cartId);
    } finally {
      await second.close();
    }
  });
});

test.describe('FAQ', () => {
  const es = textsFor('es');

  test('es: topics, a question’s own page with FAQPage data, and the search', async ({ page, request }) => {
    const { faqCategories } = await backendQuery<{
      faqCategories: Array<{ url_key: string; title: string; questions: Array<{ url_key: string; question: string }> }>;
    }>(request, 'es', '{ faqCategories { url_key title questions { url_key question } } }');
    const delivery = faqCategories.find((category) => category.url_key === 'delivery')!;
    const question = delivery.questions[1];

    await page.goto('/es/faq');
    await expect(page.getByRole('heading', { level: 1, name: es('Faq.title') })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page
      .getByRole('navigation', { name: es('Faq.topics') })
      .getByRole('link', { name: delivery.title })
      .click();
    await expect(page).toHaveURL(/\/es\/faq\/delivery$/);
    await expect(page.getByRole('heading', { level: 1, name: delivery.title })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('main').getByRole('link', { name: question.question }).click();
    await expect(page).toHaveURL(new RegExp(`/es/faq/delivery/${question.url_key}$`));
    await expect(page.getByRole('heading', { level: 1, name: question.question })).toBeVisible();
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(structured).toContainEqual(
      expect.objectContaining({
        '@type': 'FAQPage',
        mainEntity: [expect.objectContaining({ '@type': 'Question', name: question.question })],
      }),
    );
    await expectNoSeriousViolations(page);

    const search = page.getByRole('search', { name: es('Faq.searchLabel') });
    await search.getByRole('searchbox', { name: es('Faq.searchLabel') }).fill('devolucion');
    await search.getByRole('button', { name: es('Faq.searchButton') }).click();
    await expect(page).toHaveURL(/\/es\/faq\?q=devolucion$/);
    await expect(page.getByRole('heading', { level: 1, name: es('Faq.searchTitle', { query: 'devolucion' }) })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').filter({ hasText: /devol/i }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('es: the search works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/es/faq/returns');
      await page.getByRole('searchbox', { name: es('Faq.searchLabel') }).fill('tarjeta regalo');
      await page.getByRole('searchbox', { name: es('Faq.searchLabel') }).press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: es('Faq.searchTitle', { query: 'tarjeta regalo' }) })).toBeVisible();
      await expect(page.getByRole('main').locator('ol li').first()).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('contact', () => {
  test('uk: a missing e-mail address is named at its field, then the message reaches the shop', async ({ page, request }) => {
    const comment = `Do you have round frames in green? ${Date.now()}`;
    await page.goto(`/${STORE}/contact`);
    const form = page.getByRole('form', { name: t('Contact.title') });
    await form.getByLabel(t('Contact.nameLabel'), { exact: true }).fill('Ada Lovelace');
    await form.getByLabel(t('Contact.commentLabel')).fill(comment);
    await form.getByRole('button', { name: t('Contact.send') }).click();
    const email = form.getByLabel(t('Contact.emailLabel'));
    await expect(email).toHaveAccessibleDescription(t('Contact.emailError'));
    await expect(email).toBeFocused();
    await expectNoSeriousViolations(page);

    await email.fill('ada@example.com');
    await form.getByRole('button', { name: t('Contact.send') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('Contact.sent', { name: 'Ada Lovelace', email: 'ada@example.com' }) }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    const mails = await outboxMails(request, 'hello@example.com');
    expect(mails.find((mail) => mail.text.includes(comment))).toMatchObject({ subject: 'Contact Form', store: STORE });

    await page.goto(`/${STORE}/contact-us`);
    await expect(page.getByRole('heading', { level: 1, name: t('Contact.title') })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${STORE}/contact$`));
  });
});
