export * from './asset.js';
export * from './search.js';
