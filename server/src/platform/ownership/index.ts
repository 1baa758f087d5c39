export {
  registerOwnedContent,
  ownedContentKinds,
  type OwnedContentKind,
  type OwnerScope,
} from './owned-content.js';
