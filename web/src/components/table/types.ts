import type { ReactNode } from 'react';
import type { TableAction, TableRow, TableSubRow } from '@sportello/contracts';

/** What an action is about: a row, or one nested row of one of its sub-tables. */
export interface TableActionTarget {
  row: TableRow;
  sub?: { key: string; row: TableSubRow };
}

export interface TablePageProps {
  /** The table: 'user' | 'group' | 'team' … */
  page: string;
  /** Called after the template's confirm (if any) was accepted; a row click calls it too. */
  onAction: (action: string, target: TableActionTarget) => void;
  /** The template's `add` button and its `moreAdds`: the action of the button pressed. */
  onAdd?: (action: string) => void;
  /** Keys that do what an add button does, by action ("new-profile": "Alt+N"): named in its hint. */
  addShortcuts?: Record<string, string | undefined>;
  /** Extra buttons beside the title. */
  headerExtra?: ReactNode;
}

/** Runs an action of the template on a target: asks its confirm first, {{name}} being `name`. */
export type RunAction = (action: TableAction, target: TableActionTarget, name: string) => void;
