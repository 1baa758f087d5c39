export { InactiveAccountModal } from './inactive-account-modal';
export { InactiveEnvChooser } from './inactive-env-chooser';
