import { PageNav } from '../../../components/table/page-nav';
import { exploreMessages as m } from '../messages';

const AROUND = 3;

/** The pages of the results: previous, the first and last pages with ellipses between, next (spec 2 §9). */
export function ResultsPagination({
  current,
  total,
  onPage,
}: {
  current: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return <PageNav label={m.pagination} current={current} total={total} maxLinks={AROUND} onPage={onPage} />;
}
