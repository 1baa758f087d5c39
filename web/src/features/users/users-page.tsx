import { TablePage } from '../../components/table';
import { useUsersActions } from './use-users-actions';

/** Utenti (spec 3 §2 "User admin"): the user table and the modals of its actions. */
export function UsersPage() {
  const { run, add, element } = useUsersActions();
  return (
    <>
      <TablePage page="user" onAction={run} onAdd={add} />
      {element}
    </>
  );
}
