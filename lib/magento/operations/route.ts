/** The catalogue route resolver (spec sections 2 and 7: ResolveURL). */
import { ResolveURLDocument as ResolveURL } from '../generated/route';
export { ResolveURL };
