export { HelpModal } from './help-modal';
export { ContactModal } from './contact-modal';
