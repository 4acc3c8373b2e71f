/** The bare page's content, the same on each of its routes (`/`, `/defaults` and `/shop-headers`). */
export function BarePage() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>One heading and a paragraph, with no application code: what the storefront is measured against.</p>
    </main>
  );
}
