/** `/{store}/contact-us`: the contact page under its other address (its canonical URL is `/contact`). */
export { default, generateMetadata } from '../contact/page';

export const revalidate = 3600;
