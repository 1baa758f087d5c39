import type { ReactNode } from 'react';
import type { Asset } from '@sportello/contracts';

/**
 * The extension point for actions on an item (add to a list, favourites): the lists and profiles
 * features render their buttons here, on each card and in the preview. `place` says where, so a
 * card can get a compact icon and the preview a labelled button.
 */
export type ItemActionsRenderer = (asset: Asset, place: 'card' | 'preview') => ReactNode;

/** What explore gives its list tab: opening an item's preview by id (or res:{resId}), type and locale. */
export interface ListTabContext {
  openItem: (type: string, id: string, locale: string) => void;
}

/** The extension point of the "Liste" tab: the lists feature renders it. */
export type ListTabRenderer = (ctx: ListTabContext) => ReactNode;
