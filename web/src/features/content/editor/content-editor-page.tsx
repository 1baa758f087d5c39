/** Content editor (create and edit of content, guides, reports). (Being written in this issue.) */
export function ContentEditorPage(_props: { family: 'content' | 'guide' | 'report' }) {
  return null;
}
