export { TeamPage } from './team-page';
export { TeamInvitationPage } from './team-invitation-page';
export { useTeamActions } from './use-team-actions';
