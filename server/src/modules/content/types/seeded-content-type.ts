import type { ContentFamily, ContentTypeTemplateInput } from '@sportello/contracts';

/** A content type as the repo seeds it; `version` is raised whenever its template changes. */
export interface SeededContentType {
  code: string;
  family: ContentFamily;
  name: string;
  description: string;
  icon: string;
  version: number;
  template: ContentTypeTemplateInput;
}

/** The fields every seeded template takes its name, image and lead text from, unless it says otherwise. */
export const NAME_FIELDS = { nameField: 'titolo', imageField: 'immagine', textField: 'abstract' } as const;
