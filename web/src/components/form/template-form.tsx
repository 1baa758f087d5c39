import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import SearchOff from '@mui/icons-material/SearchOff';
import { EmptyState } from '../empty-state';
import { QueryError } from '../query-error';
import { isApiError } from '../../lib/api';
import { messages } from '../../lib/messages';
import { formDataQuery, formTemplateQuery } from './form-api';
import { FormFrame } from './form-frame';
import { FormSkeleton } from './form-panels';
import { FormView } from './form-view';
import type { TemplateFormProps } from './template-form-props';
import { formMessages } from './messages';

/**
 * A template-driven form (spec 1 §4 "Dynamic form engine", spec 3 §4 "Generic forms"): loads the
 * template of its form type, and the record's values when the template says loadData (forceLoad:
 * both fetched afresh every time), then shows the fields or the read-only view.
 */
export function TemplateForm(props: TemplateFormProps) {
  const { formType, id } = props;
  const ownTitleId = useId();
  const titleId = props.titleId ?? ownTitleId;
  const template = useQuery(formTemplateQuery(formType));
  const t = template.data;
  const forceLoad = !!t?.forceLoad;
  const needsData = !!t?.loadData && !t.message;
  const data = useQuery({ ...formDataQuery(formType, id, forceLoad), enabled: needsData });

  const layout = props.layout ?? 'page';
  const waiting =
    template.isPending ||
    (forceLoad && !template.isFetchedAfterMount) ||
    (needsData && (data.isPending || (forceLoad && !data.isFetchedAfterMount)));
  const failed = template.isError ? template.error : needsData && data.isError ? data.error : null;

  if (failed || waiting || !t) {
    return (
      <FormFrame
        layout={layout}
        titleId={titleId}
        title={t?.title ?? props.fallbackTitle}
        actions={
          props.onCancel ? (
            <Button color="inherit" onClick={props.onCancel}>
              {messages.common.close}
            </Button>
          ) : undefined
        }
      >
        {failed ? <FormLoadError error={failed} /> : <FormSkeleton />}
      </FormFrame>
    );
  }
  return (
    <FormView
      key={`${formType}:${id ?? ''}`}
      {...props}
      layout={layout}
      titleId={titleId}
      template={t}
      data={needsData ? (data.data ?? {}) : {}}
    />
  );
}

/** A form type the server does not know says so; anything else is the usual load error. */
function FormLoadError({ error }: { error: unknown }) {
  if (isApiError(error) && error.code === 'not_found') {
    return (
      <EmptyState icon={<SearchOff fontSize="inherit" />} title={error.message || formMessages.notFound} />
    );
  }
  return <QueryError error={error} />;
}
