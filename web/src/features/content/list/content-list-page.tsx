/** Content list (/content). (Being written in this issue.) */
export function ContentListPage() {
  return null;
}
