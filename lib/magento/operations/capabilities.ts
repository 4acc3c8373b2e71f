/**
 * What the backend's schema offers, for the storefront's capability detection
 * (lib/features/capabilities.ts): every type with the names of its fields and input fields. Much
 * smaller than a full introspection; valid on every GraphQL server that allows introspection.
 */
export const StorefrontCapabilities = /* GraphQL */ `
  query StorefrontCapabilities {
    __schema {
      types {
        name
        fields(includeDeprecated: true) {
          name
        }
        inputFields {
          name
        }
      }
    }
  }
`;

export interface IntrospectedType {
  name: string;
  fields?: Array<{ name: string }> | null;
  inputFields?: Array<{ name: string }> | null;
}

export interface StorefrontCapabilitiesData {
  __schema: { types: Array<IntrospectedType | null> } | null;
}
