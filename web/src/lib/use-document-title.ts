import { useEffect } from 'react';
import { messages } from './messages';

/** "<page> · Sportello", or just "Sportello"; false leaves it to the page around (an embedded screen). */
export function useDocumentTitle(title?: string | null | false): void {
  useEffect(() => {
    if (title === false) return;
    document.title = title ? `${title} · ${messages.app.name}` : messages.app.name;
  }, [title]);
}
