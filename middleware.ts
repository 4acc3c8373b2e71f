import { NextResponse } from 'next/server';

// Pass-through for now; store-code routing comes next. Keep it edge-compatible: no Node APIs.
export function middleware() {
  return NextResponse.next();
}

export const config = {
  matcher: [
    // Every page path except Next's own files, the paths served by or proxied to the backend
    // (/graphql, /rest, /media, /api) and static files. Catalogue URLs end in .html and do
    // pass through here.
    '/((?!_next/|(?:graphql|rest|media|api)(?:/|$)|.*\\.(?:ico|png|jpe?g|gif|webp|avif|svg|txt|xml|json|webmanifest|woff2?|css|js|map)$).*)',
  ],
};
