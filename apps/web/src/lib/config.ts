export const APP_NAME = 'Raahi';
export const APP_VERSION = '0.0.1';
