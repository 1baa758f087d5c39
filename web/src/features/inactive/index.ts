export { InactiveAccountModal } from './inactive-account-modal';
