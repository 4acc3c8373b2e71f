import type { RequestContext } from '../../graphql/context';
import { inputError, noSuchEntityError } from '../../graphql/errors';

export interface CmsPageRow {
  page_id: number;
  identifier: string;
  store_id: number;
  title: string;
  content_heading: string | null;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  page_layout: string;
  is_active: number;
}

/** The page for this store view, else the one for all store views (store 0), as Magento resolves it. */
export function findCmsPage(context: RequestContext, by: { identifier?: string; id?: number }): CmsPageRow | undefined {
  const where = by.id !== undefined ? 'page_id = @key' : 'identifier = @key';
  return context.db
    .prepare(
      `SELECT * FROM cms_page WHERE ${where} AND is_active = 1 AND store_id IN (0, @store)
        ORDER BY store_id DESC LIMIT 1`,
    )
    .get({ key: by.id ?? by.identifier, store: context.store.store_id }) as CmsPageRow | undefined;
}

/** A CMS page found by its id must still be the one this store view shows for its identifier. */
export function cmsPageForStore(context: RequestContext, pageId: number): CmsPageRow | undefined {
  const page = findCmsPage(context, { id: pageId });
  return page ? findCmsPage(context, { identifier: page.identifier }) : undefined;
}

export const cmsResolvers = {
  Query: {
    cmsPage: (_: unknown, args: { id?: number | null; identifier?: string | null }, context: RequestContext) => {
      if (!args.identifier && (args.id === undefined || args.id === null)) throw inputError('Page id/identifier should be specified');
      const page = args.identifier ? findCmsPage(context, { identifier: args.identifier }) : cmsPageForStore(context, args.id!);
      if (!page) throw noSuchEntityError(`The CMS page with the "${args.identifier ?? args.id}" ID doesn't exist.`);
      return page;
    },
    cmsBlocks: (_: unknown, args: { identifiers?: Array<string | null> | null }, context: RequestContext) => {
      const identifiers = (args.identifiers ?? []).filter((i): i is string => Boolean(i));
      if (identifiers.length === 0) throw inputError('"identifiers" of CMS blocks should be specified');
      const find = context.db.prepare(
        `SELECT identifier, title, content FROM cms_block WHERE identifier = ? AND is_active = 1 AND store_id IN (0, ?)
          ORDER BY store_id DESC LIMIT 1`,
      );
      return {
        items: identifiers.map((identifier) => {
          const block = find.get(identifier, context.store.store_id);
          if (!block) throw noSuchEntityError(`The CMS block with the "${identifier}" ID doesn't exist.`);
          return block;
        }),
      };
    },
  },
  CmsPage: {
    url_key: (p: CmsPageRow) => p.identifier,
    relative_url: (p: CmsPageRow & { routed?: Routed }) => p.routed?.relative_url ?? p.identifier,
    redirect_code: (p: CmsPageRow & { routed?: Routed }) => p.routed?.redirect_code ?? 0,
    type: () => 'CMS_PAGE',
  },
};

/** How `route` reached an entity: through its own URL, or through a redirect to it. */
export interface Routed {
  relative_url: string;
  redirect_code: number;
}
