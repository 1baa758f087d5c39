/**
 * What the dashboard page does inside a same-origin dashboard's document (spec 3 §2 "Dashboard"):
 * hides the sections the template names and writes the groups' names over their slugs. A
 * dashboard draws itself late and redraws, so the page repeats this every 100 ms (spec 3 §9).
 */
export const SECTION_HIDING_MS = 100;

/** The hidden sections' mark: a section hidden by the page, not by the dashboard. */
const HIDDEN_ATTR = 'data-dashboard-hidden';

export function hideSections(doc: Document, selectors: readonly string[]): void {
  for (const selector of selectors) {
    let found: NodeListOf<HTMLElement>;
    try {
      found = doc.querySelectorAll<HTMLElement>(selector);
    } catch {
      continue; // A selector the browser cannot read hides nothing.
    }
    for (const el of found) {
      if (el.getAttribute(HIDDEN_ATTR) === null) el.setAttribute(HIDDEN_ATTR, '');
      if (el.style.display !== 'none') el.style.setProperty('display', 'none', 'important');
    }
  }
}

/** Text nodes whose whole text (trimmed) is a known slug get the group's name instead. */
export function rewriteSlugs(doc: Document, labels: Readonly<Record<string, string>>): void {
  if (!doc.body) return;
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const slug = text.trim();
    if (!slug || slug.length > 80) continue;
    const name = labels[slug];
    if (name !== undefined && name !== slug) node.nodeValue = text.replace(slug, name);
  }
}

/**
 * Both, on one frame's document when it is readable (same origin), every SECTION_HIDING_MS; the
 * frame also takes the document's height.
 */
export function keepFrameTidy(
  frame: HTMLIFrameElement,
  hidden: readonly string[],
  labels: Readonly<Record<string, string>>,
): () => void {
  const tidy = () => {
    let doc: Document | null;
    try {
      doc = frame.contentDocument;
    } catch {
      return; // Another origin: not ours to touch.
    }
    if (!doc) return;
    hideSections(doc, hidden);
    if (Object.keys(labels).length) rewriteSlugs(doc, labels);
    // A page of ours is as tall as it draws itself: no second scroll bar inside the page.
    const height = doc.documentElement?.scrollHeight ?? 0;
    if (height > 0 && frame.style.height !== `${height}px`) frame.style.height = `${height}px`;
  };
  tidy();
  const timer = window.setInterval(tidy, SECTION_HIDING_MS);
  return () => window.clearInterval(timer);
}
