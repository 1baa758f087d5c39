// The component renderers of the content editor: ContentComponentView picks one by type.
export type { ComponentProps, ComponentRenderer, ComponentRegistry } from './component-props';
export { ContentComponentView } from './content-component-view';
export { contentComponentRegistry } from './registry';
