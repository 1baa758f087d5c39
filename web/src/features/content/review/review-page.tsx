import { useParams, useSearchParams } from 'react-router';
import { ListError } from '../list/list-error';
import { CompareScreen } from './compare-screen';
import { InboxScreen } from './inbox-screen';

/** content/review/{contentId?}/{vt?} (spec 1 §2): the compare of one content, or the reviewer's inbox. */
export function ReviewPage() {
  const params = useParams();
  const [search] = useSearchParams();
  if (!params.contentId) return <InboxScreen />;
  const id = Number(params.contentId);
  if (!Number.isInteger(id) || id <= 0) return <ListError error={null} />;
  return (
    <CompareScreen
      key={id}
      id={id}
      vt={params.vt === 'true'}
      from={search.get('from') ?? ''}
      to={search.get('to') ?? ''}
    />
  );
}
