/** Ids tying the menu button to the menu it opens (one header per page). */
export const MENU_ID = 'site-menu';
export const MENU_BUTTON_ID = 'site-menu-button';
