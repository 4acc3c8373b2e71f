/**
 * The product page's client islands whose code can come after the page's (loaded by
 * ProductIslands.tsx), in one chunk: what shows the chosen variant (gallery, price and stock,
 * sizes), the variant picker (it takes over a pick made before it was there), the add-to-cart form
 * (uncontrolled fields, read when it adds), the links that follow the choice, and the review form,
 * which waits for the store view's ratings. Only the choice itself (ProductChoiceProvider) stays in
 * the page's first load.
 */
export { SelectedGallery, SelectedPriceAndStock, SelectedSizeDetails } from './SelectedVariant';
export { VariantPicker } from './VariantPicker';
export { ProductAddToCart } from '@/components/cart/ProductAddToCart';
export { NotifyMeLinks } from '@/components/alerts/NotifyMeLinks';
export { ChooseLensesLink } from '@/components/eyewear/configurator/ChooseLensesLink';
export { WriteReviewForm } from '@/components/catalog/WriteReviewForm';
