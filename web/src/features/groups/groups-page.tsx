import { TablePage } from '../../components/table';
import { useGroupsActions } from './use-groups-actions';

/** Gruppi (spec 3 §2 "Group admin"): the group table and the modals of its actions. */
export function GroupsPage() {
  const { run, add, element } = useGroupsActions();
  return (
    <>
      <TablePage page="group" onAction={run} onAdd={add} />
      {element}
    </>
  );
}
