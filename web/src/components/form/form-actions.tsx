import Button from '@mui/material/Button';
import type { FormAction } from '@sportello/contracts';

const VARIANT = { primary: 'contained', secondary: 'outlined', text: 'text' } as const;

/** The template's buttons: `submit` sends the form, `switch-view` toggles edit and read-only view. */
export function FormActions({
  actions,
  busy,
  onSwitch,
  onSubmit,
  cancel,
  submitDisabled = false,
}: {
  actions: FormAction[];
  busy: boolean;
  onSwitch: () => void;
  /** In the read-only view a submit button is not inside an editable form: it calls this. */
  onSubmit?: (() => void) | undefined;
  cancel?: { label: string; onClick: () => void } | undefined;
  /** Submit buttons wait (a form that must be complete first). */
  submitDisabled?: boolean | undefined;
}) {
  return (
    <>
      {cancel ? (
        <Button color="inherit" onClick={cancel.onClick} sx={{ mr: 'auto' }}>
          {cancel.label}
        </Button>
      ) : null}
      {actions.map((action, i) => {
        const variant = VARIANT[action.style ?? (action.type === 'submit' ? 'primary' : 'secondary')];
        if (action.type === 'switch-view') {
          return (
            <Button key={i} variant={variant} onClick={onSwitch} disabled={busy}>
              {action.label}
            </Button>
          );
        }
        return (
          <Button
            key={i}
            variant={variant}
            type={onSubmit ? 'button' : 'submit'}
            onClick={onSubmit}
            loading={busy}
            disabled={submitDisabled}
          >
            {action.label}
          </Button>
        );
      })}
    </>
  );
}
