/**
 * Lists and sharing (spec 2 §3 "List", §4 "Favourites and lists", §5, §7 "Lists", "Share list",
 * §8, §9). A list belongs to an IAT office: every operator of that office sees and edits it, nobody
 * else. A visitor profile's favourites are a list too (profile.listId).
 */
export * from './constants.js';
export * from './messages.js';
export * from './elements.js';
export * from './list.js';
export * from './share.js';
export * from './share-config.js';
export * from './edit-template.js';
