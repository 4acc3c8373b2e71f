/**
 * Magento's uids: base64 of an entity id, or of a typed path for option values
 * ("configurable/{attribute_id}/{option_id}", "custom-option/{option_id}/{value_id}").
 */
export const toUid = (value: number | string): string => Buffer.from(String(value)).toString('base64');

export function fromUid(uid: string): string {
  return Buffer.from(uid, 'base64').toString('utf8');
}

export const configurableValueUid = (attributeId: number, optionId: number) => toUid(`configurable/${attributeId}/${optionId}`);
export const customOptionUid = (optionId: number) => toUid(`custom-option/${optionId}`);
export const customOptionValueUid = (optionId: number, valueId: number) => toUid(`custom-option/${optionId}/${valueId}`);
