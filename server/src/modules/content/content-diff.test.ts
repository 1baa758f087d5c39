import { describe, expect, it } from 'vitest';
import type { ContentComponent, CustomContent, LangDocument } from '@sportello/contracts';
import { diffDocuments, htmlDiff, wordDiff } from './content-diff.js';

/** The compare model on its own: word diffs, rich text with ins/del, blocks paired by clientUUID. */

const base = (fieldname: string, type: ContentComponent['type'], value: unknown): ContentComponent =>
  ({ fieldname, name: fieldname, label: fieldname, type, value }) as unknown as ContentComponent;
const block = (clientUUID: string, title: string): CustomContent =>
  ({
    ...base('paragrafo', 'Paragraph', {
      numbered: false,
      title,
      text: `<p>${title}</p>`,
      image: [],
      location: null,
    }),
    id: clientUUID,
    clientUUID,
    kind: 'paragrafo',
  }) as unknown as CustomContent;
const doc = (
  values: { titolo: string; testo: string; sottotitolo?: string },
  blocks: CustomContent[],
): LangDocument => ({
  isActive: true,
  cloneFrom: null,
  baseContents: [
    base('titolo', 'String', values.titolo),
    base('testo', 'Text', values.testo),
    base('sottotitolo', 'String', values.sottotitolo ?? ''),
  ],
  customContents: blocks,
  extraContents: [],
});

describe('compare model', () => {
  it('diffs words', () => {
    expect(wordDiff('Il Palio di Siena', 'Il Palio storico di Siena')).toEqual([
      { value: 'Il Palio ', added: false, removed: false },
      { value: 'storico ', added: true, removed: false },
      { value: 'di Siena', added: false, removed: false },
    ]);
  });

  it('marks rich text with ins and del, never inside a tag, and sanitises both sides', () => {
    expect(
      htmlDiff(
        '<p>Tre giri <b>di piazza</b></p>',
        '<p>Tre giri veloci <b>di piazza</b></p><script>x</script>',
      ),
    ).toBe('<p>Tre giri <ins>veloci </ins><b>di piazza</b></p>');
    expect(htmlDiff('<p>Una corsa antica</p>', '<p>Una corsa</p>')).toBe(
      '<p>Una corsa<del> antica</del></p>',
    );
  });

  it('pairs blocks across versions: inserted, removed, changed; empty sides read "non inserito"', () => {
    const [it] = diffDocuments(
      { it: doc({ titolo: 'Palio', testo: '<p>Corsa</p>' }, [block('a', 'Corteo'), block('b', 'Corsa')]) },
      {
        it: doc({ titolo: 'Palio', testo: '<p>Corsa antica</p>', sottotitolo: 'Luglio' }, [
          block('b', 'Corsa dei cavalli'),
          block('c', 'Premiazione'),
        ]),
      },
    );
    expect(it!.change).toBe('changed');
    const by = (key: string) => it!.fields.find((f) => f.key === key)!;
    expect(by('titolo')).toMatchObject({ change: 'same', badge: null });
    expect(by('testo')).toMatchObject({ change: 'changed', html: '<p>Corsa<ins> antica</ins></p>' });
    expect(by('sottotitolo')).toMatchObject({ change: 'added', oldLabel: 'non inserito', newLabel: null });
    expect(it!.fields.filter((f) => f.section === 'custom').map((f) => [f.key, f.change, f.badge])).toEqual([
      ['a', 'removed', 'contenuto eliminato'],
      ['b', 'changed', null],
      ['c', 'added', 'nuovo contenuto'],
    ]);
    const title = by('b').parts.find((p) => p.key === 'title')!;
    expect(title.words).toEqual([
      { value: 'Corsa ', added: false, removed: false },
      { value: 'dei cavalli', added: true, removed: false },
    ]);
  });

  it('a language on one side only is wholly new or removed', () => {
    const d = doc({ titolo: 'Palio', testo: '' }, []);
    expect(diffDocuments({ it: d }, { it: d, en: d }).map((l) => [l.lang, l.change, l.badge])).toEqual([
      ['it', 'same', null],
      ['en', 'added', 'nuovo contenuto'],
    ]);
    expect(diffDocuments({ it: d, en: d }, { it: d }).map((l) => [l.lang, l.change, l.badge])).toEqual([
      ['it', 'same', null],
      ['en', 'removed', 'contenuto eliminato'],
    ]);
  });
});
