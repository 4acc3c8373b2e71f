/** The catalogue route resolver (spec sections 2 and 7: ResolveURL). */
import { MiddlewareRedirectDocument as MiddlewareRedirect, ResolveURLDocument as ResolveURL } from '../generated/graphql';
export { MiddlewareRedirect, ResolveURL };
