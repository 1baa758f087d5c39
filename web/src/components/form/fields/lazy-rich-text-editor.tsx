import { Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { lazyPage } from '../../lazy-page';
import type { RichTextEditorProps } from './rich-text-editor';
import { formMessages } from '../messages';

const Editor = lazyPage<RichTextEditorProps>(() =>
  import('./rich-text-editor').then((m) => m.RichTextEditor),
);

/** The rich-text editor, with TipTap loaded the first time a screen shows one. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={(props.minHeight ?? 140) + 40}
          aria-label={formMessages.loading}
          role="status"
        />
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
