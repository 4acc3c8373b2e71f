import type { RequestContext } from '../../graphql/context';
import { categoryById } from '../catalog/categories';
import { loadProduct, GRAPHQL_TYPE_BY_TYPE_ID } from '../catalog/products';
import { toUid } from '../catalog/uids';
import { cmsPageForStore, findCmsPage, type Routed } from '../cms/resolvers';

interface RewriteRow {
  entity_type: 'product' | 'category' | 'cms-page';
  entity_id: number;
  request_path: string;
  target_path: string;
  redirect_type: number;
}

const TYPE_ENUM = { product: 'PRODUCT', category: 'CATEGORY', 'cms-page': 'CMS_PAGE' } as const;

/** Magento normalises the URL: no leading slash, no query string or fragment. */
function normalise(url: string): string {
  return url.split(/[?#]/)[0].replace(/^\/+/, '');
}

function findRewrite(context: RequestContext, requestPath: string): RewriteRow | undefined {
  const find = context.db.prepare(
    'SELECT entity_type, entity_id, request_path, target_path, redirect_type FROM url_rewrite WHERE store_id = ? AND request_path = ?',
  );
  return (find.get(context.store.store_id, requestPath) ??
    (requestPath.endsWith('/') ? find.get(context.store.store_id, requestPath.replace(/\/+$/, '')) : undefined)) as RewriteRow | undefined;
}

/** The entity a URL leads to in this store view, and how (directly or by a redirect). */
function resolveUrl(
  context: RequestContext,
  url: string,
): { rewrite: Pick<RewriteRow, 'entity_type' | 'entity_id'>; routed: Routed } | null {
  const path = normalise(url);
  if (path === '') {
    const home = findCmsPage(context, { identifier: 'home' });
    return home
      ? { rewrite: { entity_type: 'cms-page', entity_id: home.page_id }, routed: { relative_url: 'home', redirect_code: 0 } }
      : null;
  }
  const rewrite = findRewrite(context, path);
  if (!rewrite) return null;
  if (rewrite.redirect_type === 301 || rewrite.redirect_type === 302) {
    // Redirects point at the entity's current URL; Magento answers with the target entity.
    return { rewrite, routed: { relative_url: rewrite.target_path, redirect_code: rewrite.redirect_type } };
  }
  return { rewrite, routed: { relative_url: rewrite.request_path, redirect_code: 0 } };
}

function entityOf(context: RequestContext, rewrite: Pick<RewriteRow, 'entity_type' | 'entity_id'>, routed: Routed) {
  switch (rewrite.entity_type) {
    case 'product': {
      const product = loadProduct(context, rewrite.entity_id);
      return product && product.visibility > 1
        ? { ...product, routed, __typename: GRAPHQL_TYPE_BY_TYPE_ID[product.type_id] ?? 'SimpleProduct' }
        : null;
    }
    case 'category': {
      const category = categoryById(context, rewrite.entity_id);
      return category ? { ...category, routed, __typename: 'CategoryTree' } : null;
    }
    case 'cms-page': {
      const page = cmsPageForStore(context, rewrite.entity_id);
      return page ? { ...page, routed, __typename: 'CmsPage' } : null;
    }
  }
  return null;
}

export const urlRewriteResolvers = {
  Query: {
    route: (_: unknown, args: { url: string }, context: RequestContext) => {
      const resolved = resolveUrl(context, args.url);
      return resolved ? entityOf(context, resolved.rewrite, resolved.routed) : null;
    },
    urlResolver: (_: unknown, args: { url: string }, context: RequestContext) => {
      const resolved = resolveUrl(context, args.url);
      if (!resolved) return null;
      const entity = entityOf(context, resolved.rewrite, resolved.routed);
      if (!entity) return null;
      return {
        id: resolved.rewrite.entity_id,
        entity_uid: toUid(resolved.rewrite.entity_id),
        canonical_url: resolved.routed.relative_url,
        relative_url: resolved.routed.relative_url,
        redirectCode: resolved.routed.redirect_code,
        type: TYPE_ENUM[resolved.rewrite.entity_type],
      };
    },
  },
  RoutableInterface: {
    __resolveType: (entity: { __typename: string }) => entity.__typename,
  },
};
