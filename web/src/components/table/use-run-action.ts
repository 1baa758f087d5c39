import { useCallback } from 'react';
import type { TableAction } from '@sportello/contracts';
import { useConfirm } from '../confirm-provider';
import { fillText } from './table-text';
import type { RunAction, TableActionTarget } from './types';

/** Row and sub-row actions: the template's confirm (Conferma / Annulla) first, then onAction. */
export function useRunAction(onAction: (action: string, target: TableActionTarget) => void): RunAction {
  const confirm = useConfirm();
  return useCallback(
    async (action: TableAction, target: TableActionTarget, name: string) => {
      if (action.confirm) {
        const accepted = await confirm({
          title: fillText(action.confirm.title, { name }),
          text: fillText(action.confirm.text, { name }),
          type: action.danger ? 1 : 0,
        });
        if (!accepted) return;
      }
      onAction(action.action, target);
    },
    [confirm, onAction],
  );
}
