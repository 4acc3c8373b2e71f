/**
 * Moderates product reviews (Magento's Marketing > All Reviews): lists the pending ones, approves or
 * rejects one. A review shows on the storefront once approved; approving or rejecting an approved one
 * purges its product's pages on the http cache hosts (BACKEND_HTTP_CACHE_HOSTS, as `npm run catalog`).
 *
 *   tsx backend/commands/reviews.ts [--data-dir DIR] --list [--all]
 *   tsx backend/commands/reviews.ts [--data-dir DIR] --approve ID [--approve ID ...]
 *   tsx backend/commands/reviews.ts [--data-dir DIR] --reject ID
 */
import { closeServices, numberArgument, openServices, parseArguments, runCommand, UsageError } from './command-line';
import { REVIEW_STATUS, listReviews, setReviewStatus } from '../modules/review/reviews';

const USAGE =
  'usage: tsx backend/commands/reviews.ts [--data-dir DIR] (--list [--all] | --approve ID | --reject ID) (--approve and --reject may repeat)';

const STATUS_NAMES: Record<number, string> = { 1: 'approved', 2: 'pending', 3: 'not approved' };

runCommand('reviews', USAGE, async () => {
  const argv = process.argv.slice(2);
  const { values, switches } = parseArguments(
    argv,
    { values: ['data-dir', 'storefront-url', 'approve', 'reject'], switches: ['list', 'all'] },
    USAGE,
  );
  const ids = (name: string) => (values.get(name) ?? []).map(([value]) => numberArgument(name, value));
  const approve = ids('approve');
  const reject = ids('reject');
  if (!switches.has('list') && approve.length === 0 && reject.length === 0) throw new UsageError('Nothing to do');
  const services = openServices({ dataDir: values.get('data-dir')?.at(-1)?.[0] });
  try {
    for (const [list, status, verb] of [
      [approve, REVIEW_STATUS.approved, 'approved'],
      [reject, REVIEW_STATUS.notApproved, 'rejected'],
    ] as const) {
      for (const id of list) {
        if (!setReviewStatus(services.db, id, status)) throw new Error(`There is no review ${id}`);
        console.log(`[reviews] review ${id} ${verb}`);
      }
    }
    if (switches.has('list')) {
      const reviews = listReviews(services.db, switches.has('all'));
      if (reviews.length === 0) console.log(`[reviews] no ${switches.has('all') ? '' : 'pending '}reviews`);
      for (const r of reviews) {
        console.log(`${r.review_id}\t${STATUS_NAMES[r.status_id] ?? r.status_id}\t${r.store_code}\t${r.sku}\t${r.nickname}\t${r.title}`);
      }
    }
  } finally {
    await closeServices(services);
  }
});
