export { ContentListPage } from './list/content-list-page';
export { GuideListPage } from './guides/guide-list-page';
export { ContentPreviewPage } from './preview/content-preview-page';
export { ContentEditorPage } from './editor/content-editor-page';
