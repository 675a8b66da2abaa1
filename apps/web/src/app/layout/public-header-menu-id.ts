export const PUBLIC_MENU_ID = 'public-header-menu';
