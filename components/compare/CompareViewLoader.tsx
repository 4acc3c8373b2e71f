'use client';

import { queryIsland } from '@/components/app/QueryIsland';

/**
 * A comparison (components/compare/CompareView.tsx) as an island whose code comes right after the
 * page's (issue 16): the server renders the shared list, or the loading state of the shopper's own
 * (the list this browser keeps is read once the island is there, as it was after hydration).
 */
export const CompareView = queryIsland(() => import('./CompareView').then((module) => module.CompareView));
