/**
 * Terminals and the kiosk (spec 2 §2 "externals", "Kiosk", "Share modals"): the
 * terminals page, the kiosk under /external (no portal chrome) and sharing to the desk's
 * terminal. The pages load on their own when first shown.
 */
export const terminalsPages = {
  externals: () => import('./externals/externals-page').then((m) => m.ExternalsPage),
  kiosk: () => import('./kiosk/kiosk-app').then((m) => m.KioskApp),
};

/** What a screen that shares to the desk's terminal uses (the profile page). */
export { useTerminalLink, type TerminalLink } from './share/use-terminal-link';
export { TerminalShareButton } from './share/terminal-share-button';
/** The external-terminal section of a share modal (the lists' "Condividi lista" shows a list). */
export { TerminalShareSection } from './share/terminal-share-section';
