/** Content preview (/content/preview/:contentId/:lang?). (Being written in this issue.) */
export function ContentPreviewPage() {
  return null;
}
