import { BarePage } from './bare-page';

/** `/`: the route whose first-load JavaScript the reports print as the bare page's (scripts/first-load.ts). */
export default function Page() {
  return <BarePage />;
}
