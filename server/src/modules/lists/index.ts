export { LANG_SHARE_OPTIONS, shareLink, shareListText } from './lists.share-options.js';
