import { TablePage } from '../../components/table';
import { notify } from '../../lib/notify';

/** Utenti (spec 3 §2 "User admin"): the user table; the actions' modals come with the users feature. */
export function UsersPage() {
  return <TablePage page="user" onAction={(action) => notify(action)} onAdd={() => notify('create')} />;
}
