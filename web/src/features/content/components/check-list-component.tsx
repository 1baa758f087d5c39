import type { FocusEvent } from 'react';
import Typography from '@mui/material/Typography';
import { isTagDisabled, type ComponentOption } from '@sportello/contracts';
import { CheckGrid } from '../../../components/form/fields/check-grid';
import { useConfirm } from '../../../components/confirm-provider';
import type { ComponentProps } from './component-props';
import { limitOf } from './field-ids';
import { componentMessages as m } from './messages';

/**
 * The tag checklist (spec 1 §5): ticks on a 6-of-12 grid; at the maximum the unticked tags are
 * disabled (tags in `ignore` do not count); a tag with `confirm` asks before it is ticked; a tag
 * with hideDelete cannot be unticked once saved.
 */
export function CheckListComponent(props: ComponentProps<'CheckList'>) {
  const { component, id, value, onChange, onBlur, readOnly } = props;
  const confirm = useConfirm();
  const checked = Array.isArray(value) ? value : [];
  const saved = Array.isArray(component.value) ? (component.value as string[]) : [];
  const max = limitOf(component, 'max');
  const counted = checked.filter((v) => !component.ignore.includes(v)).length;

  const toggle = async (option: ComponentOption, tick: boolean) => {
    if (readOnly) return;
    if (tick && option.confirm) {
      const yes = await confirm({
        title: option.label,
        text: option.confirm,
        confirmLabel: m.tags.confirmLabel,
      });
      if (!yes) return;
    }
    // The template's order, whatever the order of the clicks; values no option lists stay.
    const listed = component.options.map((o) => o.value);
    const next = component.options
      .filter((o) => (o.value === option.value ? tick : checked.includes(o.value)))
      .map((o) => o.value);
    onChange([...next, ...checked.filter((v) => !listed.includes(v))]);
  };

  const leave = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur?.();
  };

  return (
    <>
      <CheckGrid
        id={id}
        name={component.fieldname}
        options={component.options}
        isChecked={(o) => checked.includes(o.value)}
        isDisabled={(o, on) =>
          readOnly ||
          (!on && isTagDisabled(component, checked, o.value)) ||
          (on && !!o.hideDelete && saved.includes(o.value))
        }
        onToggle={(o, on) => void toggle(o, on)}
        onBlur={leave}
      />
      {max !== undefined && !readOnly ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }} aria-live="polite">
          {m.tags.count(counted, max)}
          {counted >= max ? ` · ${m.tags.full}` : ''}
        </Typography>
      ) : null}
    </>
  );
}
