import { TablePage } from '../../components/table';
import { notify } from '../../lib/notify';

/** Gruppi (spec 3 §2 "Group admin"): the group table; the actions' modals come with the groups feature. */
export function GroupsPage() {
  return <TablePage page="group" onAction={(action) => notify(action)} onAdd={() => notify('create')} />;
}
