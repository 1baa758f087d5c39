import type { ReactNode } from 'react';
import type { Asset } from '@sportello/contracts';

/**
 * The extension point for actions on an item (add to a list, favourites): the lists and profiles
 * features render their buttons here, on each card and in the preview. `place` says where, so a
 * card can get a compact icon and the preview a labelled button.
 */
export type ItemActionsRenderer = (asset: Asset, place: 'card' | 'preview') => ReactNode;
