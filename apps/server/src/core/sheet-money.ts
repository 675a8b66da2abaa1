/** Rupees as a number with two decimals, as spreadsheets and the GST portal's tools read them. */
export const inRupees = (paise: number) => Math.round(paise) / 100;

/** The number format of a rupee column: Indian grouping, two decimals. */
export const RUPEES_FORMAT = '#,##,##0.00';
