/** Guides and reports lists (/guide, /report). (Being written in this issue.) */
export function GuideListPage(_props: { family: 'guide' | 'report' }) {
  return null;
}
