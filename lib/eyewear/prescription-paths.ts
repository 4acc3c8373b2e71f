/** The prescription pages' addresses (issue 6, routes of the specification's section 2). */

/** The signed-in shopper's saved prescriptions; `done` says what just happened there (a notice). */
export function prescriptionListPath(store: string, done?: 'saved' | 'deleted'): string {
  return done ? `/${store}/prescription?done=${done}` : `/${store}/prescription`;
}

/** The add/edit dialog as its own page: adding, or editing the saved prescription `uid`. */
export function addEditDialogPath(store: string, uid?: string | null): string {
  return uid ? `/${store}/addEditDialog?uid=${encodeURIComponent(uid)}` : `/${store}/addEditDialog`;
}

/** An order's prescription page, with the key of its e-mail link or without (for the order's signed-in customer). */
export function prescriptionFixPath(store: string, orderNumber: string, key?: string | null): string {
  const base = `/${store}/prescriptionfix/${encodeURIComponent(orderNumber)}`;
  return key ? `${base}/${encodeURIComponent(key)}` : base;
}
