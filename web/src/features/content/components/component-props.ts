import type { ComponentType as ReactComponentType } from 'react';
import type { ComponentType, ComponentValues, ContentComponent, ContentLang } from '@sportello/contracts';

/**
 * What the editor gives every component renderer (spec 1 §3 "Component types"). The editor owns
 * the document state; a renderer shows one component's value and reports a new one. Labels, rules
 * and options come from `component` (the type's template); the value is `value`, typed by type.
 */
export interface ComponentProps<T extends ComponentType = ComponentType> {
  /** The component's definition with its value as loaded (use `value` for the current one). */
  component: ContentComponent & { type: T };
  value: ComponentValues[T];
  onChange: (value: ComponentValues[T]) => void;
  /** Leaving the field: the editor validates it (spec 1 §5 "checked on blur"). */
  onBlur?: () => void;
  /** The message under the field, when the editor shows one. */
  error?: string;
  lang: ContentLang;
  readOnly: boolean;
  /** A unique id for the field's input, so its label names it. */
  id: string;
  /** The content's other components in this language, by fieldname (for `lt`, numbering). */
  siblings?: ReadonlyMap<string, unknown>;
}

export type ComponentRenderer<T extends ComponentType = ComponentType> = ReactComponentType<
  ComponentProps<T>
>;

/**
 * Props of a renderer shared by several types with one value shape (Stage and PIStage, NotEditable
 * and ReadOnly): any component definition, the value of type T.
 */
export type SharedComponentProps<T extends ComponentType> = Omit<ComponentProps<T>, 'component'> & {
  component: ContentComponent;
};

/** One renderer per component type; heavy ones (rich text, maps) may be lazy. */
export type ComponentRegistry = { [T in ComponentType]: ComponentRenderer<T> };
