/** Spec §9: the sidebar is 240 px wide. */
export const SIDEBAR_WIDTH = 240;
export const FOOTER_HEIGHT = 40;
