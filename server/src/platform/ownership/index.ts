export {
  registerOwnedContent,
  ownedContentKinds,
  type OwnedContentKind,
  type OwnerScope,
  type RemovedContent,
} from './owned-content.js';
