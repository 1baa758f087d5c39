import { useTerminalLink } from '../terminals';
import { ShareListModal } from './share-list-modal';

/**
 * share-list-modal for explore's current list, with the desk's terminal: loaded with the first
 * share (the terminals' socket and its schemas stay out of explore's first screen). The terminal
 * link lives while the dialog is open.
 */
export function CurrentListShare({
  list,
  lang,
  onClose,
}: {
  list: { id: number; title: string };
  lang: string;
  onClose: () => void;
}) {
  const terminal = useTerminalLink();
  return <ShareListModal list={list} lang={lang} terminal={terminal} onClose={onClose} />;
}
