export { UsersPage } from './users-page';
export { useUsersActions, type ActionTarget } from './use-users-actions';
export {
  AddEditViewUserModal,
  EditUserModal,
  NamedDeleteUserModal,
  VerifyUserModal,
  ViewUserModal,
} from './named-modals';
// The people kit the groups and team features share (docs/architecture.md: through this index only).
export { ResetPasswordModal } from './reset-password-modal';
export { DeleteUserModal } from './delete-user-modal';
export { UserModal, SheetSkeleton, type UserModalMode } from './user-modal';
export { RecordDialog, type RecordMode } from './record-dialog';
export { useUrlRecord } from './use-url-record';
export { PersonSelect, type Person } from './person-select';
export { OptionSelect, RoleDialog } from './role-dialog';
export { TemplateFormBody, useGuardedCancel } from './template-form-dialog';
export { useFocusFirstField } from './focus-first-field';
export { usersMessages } from './messages';
export {
  fieldErrors,
  invalidatePeople,
  peopleKeys,
  rolesQuery,
  usePeopleCall,
  type CallOptions,
} from './people-api';
