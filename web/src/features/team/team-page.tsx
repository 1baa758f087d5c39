import { TablePage } from '../../components/table';
import { notify } from '../../lib/notify';

/** Team (spec 3 §2 "Team"): the team table; the actions' modals come with the team feature. */
export function TeamPage() {
  return <TablePage page="team" onAction={(action) => notify(action)} onAdd={() => notify('add-member')} />;
}
