import { TablePage } from '../../components/table';
import { useTeamActions } from './use-team-actions';

/** Team (spec 3 §2 "Team"): the team table and the modals of its actions. */
export function TeamPage() {
  const { run, add, element } = useTeamActions();
  return (
    <>
      <TablePage page="team" onAction={run} onAdd={add} />
      {element}
    </>
  );
}
