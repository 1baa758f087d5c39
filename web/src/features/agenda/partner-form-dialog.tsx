import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import { TemplateForm, successMessageOf } from '../../components/form';
import { notify } from '../../lib/notify';
import { agendaMessages as m } from './messages';

/** "Nuovo partner" / "Modifica partner": the form engine's agenda-contact form in a dialog. */
export function PartnerFormDialog({
  id,
  onClose,
  onSaved,
}: {
  id?: number | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <TemplateForm
        formType="agenda-contact"
        id={id}
        mode="edit"
        layout="dialog"
        titleId={titleId}
        fallbackTitle={id ? m.partner.edit : m.partner.create}
        onCancel={onClose}
        onSuccess={(reply, template) => {
          notify({ message: successMessageOf(reply, template), severity: 'success' });
          onSaved();
        }}
      />
    </Dialog>
  );
}
