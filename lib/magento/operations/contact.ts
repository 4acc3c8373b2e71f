/** The contact form (Magento 2.4.7's contactUs, in the extension part where the schema lacks it). */
import { getMagentoClient } from '../client';
import { ContactUsDocument as ContactUs } from '../generated/contact';
import type { ContactUsInput } from '../generated/graphql';
export { ContactUs };

export type { ContactUsInput };

/** Sends the message from the browser; false when Magento answers that it was not sent. Throws Magento's errors. */
export async function contactUs(store: string, input: ContactUsInput): Promise<boolean> {
  const { data } = await getMagentoClient().mutate(ContactUs, { input }, { headers: { store } });
  return data.contactUs?.status === true;
}
