import { NextResponse } from 'next/server';

/**
 * Not part of the baseline: Turbopack looks for a middleware file upwards from this project and
 * would otherwise build the shop's own (../../middleware.ts) into the bare page. This one matches
 * no path the benchmark requests, so it never runs.
 */
export function middleware() {
  return NextResponse.next();
}

export const config = { matcher: '/never-requested' };
