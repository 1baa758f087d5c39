import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '@sportello/contracts';
import { fill, save, saveBody, valuesOf, withValues, useEditorCast } from './content.test-kit.js';

const cast = useEditorCast();

const EVIL =
  '<p onclick="steal()">Le <em>crete</em> <b>senesi</b><script>alert(1)</script>' +
  '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">qui</a> ' +
  '<a href="https://www.visittuscany.example/crete">link</a><iframe src="https://evil.example"></iframe></p>';
const CLEAN =
  '<p>Le <em>crete</em> <b>senesi</b><a>qui</a> <a href="https://www.visittuscany.example/crete">link</a></p>';

describe('Rich text is stored sanitised (DESIGN §2 tags, safe links only)', () => {
  it('a Text value and a paragraph written around the editor are cleaned before they are stored', async () => {
    const agent = cast.users.redattore.agent;
    const fresh: ContentDocument = await cast.newDoc(agent);
    const it = withValues(valuesOf(fresh.data.it), { titolo: 'Crete', abstract: EVIL });
    it.customContents = [
      ...it.customContents,
      {
        id: null,
        clientUUID: 'para-1',
        kind: 'paragrafo',
        value: { title: 'Storia', numbered: false, text: EVIL, image: [], location: null },
      },
    ];
    const res = await save(agent, saveBody(fresh, { it }));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.data.data.id as number;

    const stored = await cast.t.db
      .selectFrom('contentDocuments')
      .select('document')
      .where('revisionId', '=', res.data.data.revision)
      .where('lang', '=', 'it')
      .executeTakeFirstOrThrow();
    const body = stored.document;
    expect(body).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img/);

    const reopened: ContentDocument = (
      await fill(agent, `contentId=${id}&sessionId=${fresh.params.sessionId}`)
    ).data.data;
    const abstract = reopened.data.it.baseContents.find((c) => c.fieldname === 'abstract');
    expect(abstract?.value).toBe(CLEAN);
    const paragraph = reopened.data.it.customContents.find((c) => c.clientUUID === 'para-1');
    expect((paragraph?.value as { text: string }).text).toBe(CLEAN);
  });
});
