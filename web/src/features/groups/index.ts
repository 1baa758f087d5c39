export { GroupsPage } from './groups-page';
export { useGroupsActions } from './use-groups-actions';
export { GroupModal, type GroupModalMode } from './group-modal';
export { AddEditViewGroupModal } from './named-modals';
