/**
 * Not part of the baseline: Turbopack looks for an instrumentation file upwards from this project
 * and would otherwise build the shop's own (../../instrumentation.ts) into the bare page.
 */
export function register() {}
