import { useId, useMemo, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  defaultValues,
  FormTemplate,
  isFilled,
  isVisible,
  validateForm,
  walkFields,
  type FormValues,
} from '@sportello/contracts';
import { FieldList } from '../../components/form';
import { FieldScopeContext } from '../../components/form/field-scope';
import { useFormScope, useFormState } from '../../components/form/use-form-state';
import { QueryError } from '../../components/query-error';
import { api } from '../../lib/api';
import { notify } from '../../lib/notify';
import { fieldErrors, useFocusFirstField, usePeopleCall, usersMessages } from '../users';
import { teamMessages } from './messages';

const m = teamMessages.addMember;

/** GET /api/team/member-template.json: the add-member fields (a form-engine template). */
const memberTemplateQuery = (group: string | undefined) => ({
  queryKey: ['people', 'team-member-template', group ?? ''] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    FormTemplate.parse(
      await api<unknown>('/api/team/member-template.json', { query: { group }, signal, silent: true }),
    ),
  staleTime: 60_000,
  retry: false,
});

export interface TeamScopeInfo {
  /** The team's group slug (the table's group filter, else the user's own group). */
  slug: string;
  name: string;
  /** The table's group filter, sent as ?group= to the team calls (admins only). */
  filter: string | undefined;
  env: string;
}

/**
 * add-member modal (spec 3 §2 "Team", §5): the template's fields through the form engine's
 * renderers; Conferma only once every field has a value, then POST /api/team/member.json with the
 * team-user payload (username = email, uo = the team's group, statoUUORG 1).
 */
export function AddMemberModal({ team, onClose }: { team: TeamScopeInfo; onClose: () => void }) {
  const titleId = useId();
  const template = useQuery(memberTemplateQuery(team.filter));
  const focusRef = useFocusFirstField(!!template.data);

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      scroll="paper"
      slotProps={{ paper: { ref: focusRef } }}
    >
      {template.data ? (
        <MemberForm template={template.data} team={team} titleId={titleId} onClose={onClose} />
      ) : (
        <>
          <DialogTitle id={titleId}>{m.title}</DialogTitle>
          <DialogContent dividers>
            {template.isError ? (
              <QueryError error={template.error} />
            ) : (
              <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
                <Skeleton height={56} />
                <Skeleton height={56} />
                <Skeleton height={56} />
              </Box>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button color="inherit" onClick={onClose}>
              {usersMessages.cancel}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function MemberForm({
  template,
  team,
  titleId,
  onClose,
}: {
  template: FormTemplate;
  team: TeamScopeInfo;
  titleId: string;
  onClose: () => void;
}) {
  const idPrefix = `m${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-`;
  const start = useMemo(() => defaultValues(template), [template]);
  const state = useFormState(template, start);
  const { call, busy } = usePeopleCall({ overlay: false });

  const named = walkFields(template.fields).filter((f) => isVisible(f, state.values));
  const complete = named.every((f) => isFilled(state.values[f.fieldname]));

  const scope = useFormScope(idPrefix, state, template.fields);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    const checked = validateForm(template, state.current());
    if (Object.keys(checked.errors).length) {
      state.setSubmitted(true);
      notify({ message: template.labels.error, severity: 'error' });
      return;
    }
    const v: FormValues = checked.values;
    const email = String(v.email ?? '')
      .trim()
      .toLowerCase();
    const ruolo = String(v.ruolo ?? '');
    try {
      await call(
        '/api/team/member.json',
        {
          email,
          username: email,
          fullName: String(v.fullName ?? '').trim(),
          ruolo,
          env: team.env,
          uo: { slug: team.slug, ruolo, portale: team.env, statoUUORG: 1 },
        },
        { query: { group: team.filter } },
      );
      onClose();
    } catch (e) {
      const fields = fieldErrors(e);
      // uo.slug, env …: not fields of this form; the snackbar already says them.
      state.setServerErrors(fields);
      state.setSubmitted(true);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogTitle id={titleId}>{template.title ?? m.title}</DialogTitle>
      <DialogContent dividers sx={{ pt: 2.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {m.teamOf(team.name)}
        </Typography>
        {template.subtitle ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {template.subtitle}
          </Typography>
        ) : null}
        {template.text ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {template.text}
          </Typography>
        ) : null}
        <Box sx={{ mt: 2.5 }} />
        <FieldScopeContext.Provider value={scope}>
          <FieldList fields={template.fields} />
        </FieldScopeContext.Provider>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        {!complete ? (
          <Typography variant="caption" sx={{ color: 'text.secondary', mr: 'auto' }} aria-live="polite">
            {m.allRequired}
          </Typography>
        ) : null}
        <Button color="inherit" onClick={onClose} sx={complete ? { mr: 'auto' } : undefined}>
          {template.labels.cancel ?? usersMessages.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={!complete} loading={busy}>
          {template.labels.submit ?? usersMessages.confirm}
        </Button>
      </DialogActions>
    </Box>
  );
}
