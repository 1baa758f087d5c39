// The component renderers of the content editor: ContentComponentView picks one by type. (Being written.)
export type { ComponentProps, ComponentRenderer, ComponentRegistry } from './component-props';
