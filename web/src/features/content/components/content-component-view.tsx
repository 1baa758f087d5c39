import Alert from '@mui/material/Alert';
import { emptyValueOf, type ComponentType } from '@sportello/contracts';
import type { ComponentProps, ComponentRenderer } from './component-props';
import { ComponentFrame, type LabelMode } from './component-frame';
import { isRequired } from './field-ids';
import { componentMessages as m } from './messages';
import { contentComponentRegistry } from './registry';

/** How the frame names each type's control (component-frame.tsx); null: no frame at all. */
const LABEL_MODE: Record<ComponentType, LabelMode | null> = {
  String: 'for',
  Select: 'by',
  Checkbox: 'own',
  CheckList: 'group',
  Text: 'by',
  Hidden: null,
  Image: 'group',
  Document: 'group',
  Location: 'group',
  Date: 'group',
  Dynamic: 'group',
  Divider: 'own',
  Paragraph: 'group',
  Stage: 'group',
  PIStage: 'group',
  BikeStage: 'group',
  ProposalStage: 'group',
  Gallery: 'group',
  Video: 'group',
  Social: 'group',
  NotEditable: 'by',
  Title: 'own',
  Time: 'group',
  ReadOnly: 'by',
  TitleWithSubtitle: 'group',
};

/**
 * One component of the content editor (a custom block's label is its block's header, so there the
 * frame's label is for screen readers only): the renderer of its type inside the same frame for all —
 * label (asterisk when a 'required' validator exists), "da aggiornare" when the Italian source
 * changed after this translation, the control, then the error (the validator's own message) and
 * the info.
 */
export function ContentComponentView(props: ComponentProps) {
  const { component } = props;
  const type = component.type;
  if (!(type in LABEL_MODE))
    return (
      <Alert severity="error" variant="outlined">
        {m.unknownType(String(type))}
      </Alert>
    );
  // A Select searched on the server is a text input: its label is a <label for>.
  const mode = type === 'Select' && component.source ? 'for' : LABEL_MODE[type];
  // Every type's renderer takes its own value type; the union is checked by the registry's type.
  const Renderer = contentComponentRegistry[type] as ComponentRenderer;
  // A value the server left out (an older document) starts as the type's empty value.
  const value = props.value ?? (emptyValueOf(type) as ComponentProps['value']);
  const rendered = <Renderer {...props} value={value} />;
  if (mode === null) return rendered;
  return (
    <ComponentFrame
      id={props.id}
      label={component.label}
      mode={mode}
      required={isRequired(component)}
      error={props.error}
      info={component.info}
      outdated={component.outdated}
      hideLabel={'clientUUID' in component}
    >
      {rendered}
    </ComponentFrame>
  );
}
