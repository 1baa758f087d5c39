import { useEffect } from 'react';
import { messages } from './messages';

/** "<page> · Sportello", or just "Sportello". */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${messages.app.name}` : messages.app.name;
  }, [title]);
}
