/**
 * Operations of the layout shell: the category menu, the footer's CMS links, the store views,
 * search suggestions, CMS pages, and the look-ups of the store switcher.
 */
import {
  GetNavigationMenuDocument as GetNavigationMenu,
  GetFooterLinksDocument as GetFooterLinks,
  GetSearchSuggestionsDocument as GetSearchSuggestions,
  GetCmsPageDocument as GetCmsPage,
  StoreSwitchResolveRouteDocument as StoreSwitchResolveRoute,
  StoreSwitchProductDocument as StoreSwitchProduct,
  StoreSwitchCategoryDocument as StoreSwitchCategory,
  StoreSwitchCmsPageDocument as StoreSwitchCmsPage,
} from '../generated/navigation';
export {
  GetNavigationMenu,
  GetFooterLinks,
  GetSearchSuggestions,
  GetCmsPage,
  StoreSwitchResolveRoute,
  StoreSwitchProduct,
  StoreSwitchCategory,
  StoreSwitchCmsPage,
};
