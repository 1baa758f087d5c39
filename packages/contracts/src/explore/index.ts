export * from './catalogue.js';
export * from './asset.js';
export * from './search.js';
export * from './graphql.js';
