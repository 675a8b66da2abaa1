export * from './app-meta.js';
