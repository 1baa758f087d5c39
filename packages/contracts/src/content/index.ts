export * from './components.js';
export * from './document.js';
export * from './list.js';
export * from './rules.js';
export * from './preview.js';
export * from './review.js';
