import { StorefrontCapabilitiesDocument as StorefrontCapabilities } from '../generated/capabilities';
export { StorefrontCapabilities };
export interface IntrospectedType {
  name: string;
  fields?: Array<{ name: string }> | null;
  inputFields?: Array<{ name: string }> | null;
}
