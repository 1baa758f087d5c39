import { Suspense, type ComponentType } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { FormField } from '@sportello/contracts';
import { lazyPage } from '../lazy-page';
import type { FieldProps } from './field-props';
import { formMessages } from './messages';

/**
 * A renderer whose library is heavy (rich text, calendars, dial codes): loaded with React.lazy the
 * first time a form shows such a field, so forms without it do not pay for it.
 */
export function lazyField<F extends FormField>(
  load: () => Promise<ComponentType<FieldProps<F>>>,
  height = 56,
): ComponentType<FieldProps<F>> {
  const Lazy = lazyPage<FieldProps<F>>(load);
  return function LazyField(props: FieldProps<F>) {
    return (
      <Suspense
        fallback={
          <Skeleton variant="rounded" height={height} aria-label={formMessages.loading} role="status" />
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  };
}
