export * from './app-meta.js';
export * from './audit-log.js';
export * from './users.js';
export * from './vendors.js';
export * from './drivers.js';
export * from './vehicles.js';
export * from './duties.js';
export * from './settings.js';
