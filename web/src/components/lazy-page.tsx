import { lazy, type ComponentType } from 'react';
import { messages } from '../lib/messages';
import { notify, reloadWithRefresh } from '../lib/notify';
import { PageLoadError } from './page-load-error';

/**
 * React.lazy for a route or a modal: a chunk that fails to load (new release, lost network) says
 * "Non è stato possibile caricare completamente la pagina." with "Riprova", never a blank screen.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      notify({
        message: messages.errors.pageLoad,
        severity: 'error',
        action: { label: messages.common.retry, onClick: reloadWithRefresh },
      });
      return { default: PageLoadError as unknown as ComponentType<P> };
    }
  });
}
