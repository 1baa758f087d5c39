import type { ComponentValidator } from '@sportello/contracts';
import type { ComponentProps } from './component-props';

/** The element that names a component (its label): renderers point aria-labelledby at it. */
export const labelIdOf = (id: string) => `${id}-label`;
/** The error and info under a component: renderers point aria-describedby at it. */
export const helpIdOf = (id: string) => `${id}-help`;

type Rules = { validators: readonly ComponentValidator[] };

/** A 'required' validator makes the label show an asterisk (spec 1 §5). */
export const isRequired = (c: Rules): boolean => c.validators.some((v) => v.type === 'required');

/** The value of a min or max validator, when the template sets one. */
export function limitOf(c: Rules, type: 'min' | 'max'): number | undefined {
  const rule = c.validators.find((v) => v.type === type);
  return rule && 'value' in rule ? rule.value : undefined;
}

/** aria-describedby of a component's main control: the frame's help, when it shows one. */
export const describedByOf = ({
  id,
  error,
  component,
}: Pick<ComponentProps, 'id' | 'error' | 'component'>) =>
  error || component.info ? helpIdOf(id) : undefined;

/** Ids joined for aria-describedby, skipping the missing ones. */
export const joinIds = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;
