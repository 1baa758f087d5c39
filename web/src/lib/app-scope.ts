import { createContext, useContext } from 'react';
import type { AppConfig } from '@sportello/contracts';

/** What every screen inside the shell knows: the loaded config and the accepted environment. */
export interface AppScope {
  config: AppConfig;
  env: string;
  /** `__blank` is set: no top bar, no side menu. */
  blank: boolean;
}

export const AppScopeContext = createContext<AppScope | null>(null);

export function useAppScope(): AppScope {
  const scope = useContext(AppScopeContext);
  if (!scope) throw new Error('useAppScope outside the app shell');
  return scope;
}
