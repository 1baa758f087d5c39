export { GroupsPage } from './groups-page';
