/**
 * The product page's client islands whose code can come after the page's (loaded by
 * ProductIslands.tsx), in one chunk: what shows the chosen variant (gallery, price and stock,
 * sizes), the variant picker (it takes over a pick made before it was there), the links that follow
 * the choice, and the review form, which waits for the store view's ratings. The choice itself
 * (ProductChoiceProvider) and the add-to-cart form stay in the page's first load: a shopper (or a
 * test) may press "Add to cart" at once, and React drops a click on markup it has not hydrated.
 */
export { SelectedGallery, SelectedPriceAndStock, SelectedSizeDetails } from './SelectedVariant';
export { VariantPicker } from './VariantPicker';
export { NotifyMeLinks } from '@/components/alerts/NotifyMeLinks';
export { ChooseLensesLink } from '@/components/eyewear/configurator/ChooseLensesLink';
export { WriteReviewForm } from '@/components/catalog/WriteReviewForm';
