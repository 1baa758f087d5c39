export { TeamPage } from './team-page';
export { useTeamActions } from './use-team-actions';
