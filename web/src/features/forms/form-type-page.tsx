import { useParams, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import { TemplateForm } from '../../components/form';
import { useAppScope } from '../../lib/app-scope';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { formPageMessages } from './messages';

/**
 * A template form as a page of the app. `?id=` names the record a loadData form edits, and
 * `?mode=preview` opens the read-only view first.
 */
export function FormTypePage({ formType, fallbackTitle }: { formType: string; fallbackTitle: string }) {
  const { env } = useAppScope();
  const [params] = useSearchParams();
  const id = params.get('id') || undefined;
  const mode = params.get('mode') === 'preview' ? 'preview' : 'edit';
  return (
    <TemplateForm
      key={`${formType}:${id ?? ''}:${mode}`}
      formType={formType}
      id={id}
      mode={mode}
      fallbackTitle={fallbackTitle}
      successAction={
        <Button variant="contained" href={paths.envRoot(env)}>
          {messages.errors.backHome}
        </Button>
      }
    />
  );
}

/** forms/:formType: any form by its type (admins, links from menus). */
export function FormByTypePage() {
  const { formType = '' } = useParams();
  return <FormTypePage formType={formType} fallbackTitle={formPageMessages.pages.form} />;
}

/** accreditation: ask to join an IAT office or a redazione (spec 3 §2). */
export const AccreditationPage = () => (
  <FormTypePage formType="accreditation" fallbackTitle={formPageMessages.pages.accreditation} />
);

/** add-structure: register a new accommodation structure (form type newStructure). */
export const AddStructurePage = () => (
  <FormTypePage formType="newStructure" fallbackTitle={formPageMessages.pages.addStructure} />
);

/** api-configuration: ask for API access (spec 1 §6 showApiConfiguration). */
export const ApiConfigurationPage = () => (
  <FormTypePage formType="api-configuration" fallbackTitle={formPageMessages.pages.apiConfiguration} />
);
