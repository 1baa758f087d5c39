import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import FavoriteOutlined from '@mui/icons-material/FavoriteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TabletAndroidOutlined from '@mui/icons-material/TabletAndroidOutlined';
import ToggleOffOutlined from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';

/** The icons the server may name: MUI names in any case; Outlined/Rounded/… variants fold together. */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  accountcircle: AccountCircleOutlined,
  add: AddOutlined,
  addbusiness: AddBusinessOutlined,
  agenda: ContactPhoneOutlined,
  api: ApiOutlined,
  article: ArticleOutlined,
  assessment: AssessmentOutlined,
  badge: BadgeOutlined,
  barchart: BarChartOutlined,
  contactmail: ContactMailOutlined,
  contactphone: ContactPhoneOutlined,
  contacts: ContactPhoneOutlined,
  contactsupport: ContactSupportOutlined,
  content: ArticleOutlined,
  dashboard: DashboardOutlined,
  deleteoutline: DeleteOutlineOutlined,
  description: DescriptionOutlined,
  devices: DevicesOutlined,
  diversity3: Diversity3Outlined,
  download: DownloadOutlined,
  edit: EditOutlined,
  email: MailOutlined,
  event: EventOutlined,
  eventnote: EventNoteOutlined,
  explore: ExploreOutlined,
  favorite: FavoriteOutlined,
  filedownload: FileDownloadOutlined,
  forwardtoinbox: ForwardToInboxOutlined,
  group: GroupOutlined,
  groups: GroupsOutlined,
  help: HelpOutlined,
  helpoutline: HelpOutlineOutlined,
  home: HomeOutlined,
  hotel: HotelOutlined,
  info: InfoOutlined,
  key: KeyOutlined,
  label: LabelOutlined,
  language: LanguageOutlined,
  list: PlaylistAddCheckOutlined,
  lock: LockOutlined,
  logout: LogoutOutlined,
  mail: MailOutlined,
  manageaccounts: ManageAccountsOutlined,
  map: MapOutlined,
  menubook: MenuBookOutlined,
  notifications: NotificationsOutlined,
  openinnew: OpenInNewOutlined,
  outbox: OutboxOutlined,
  password: PasswordOutlined,
  peoplealt: PeopleAltOutlined,
  person: PersonOutlined,
  personadd: PersonAddOutlined,
  personaddalt: PersonAddAltOutlined,
  personremove: PersonRemoveOutlined,
  playlistaddcheck: PlaylistAddCheckOutlined,
  public: PublicOutlined,
  restore: RestoreOutlined,
  search: SearchOutlined,
  settings: SettingsOutlined,
  storefront: StorefrontOutlined,
  supportagent: SupportAgentOutlined,
  swaphoriz: SwapHorizOutlined,
  tablet: TabletAndroidOutlined,
  tabletandroid: TabletAndroidOutlined,
  toggleoff: ToggleOffOutlined,
  toggleon: ToggleOnOutlined,
  user: PersonOutlined,
  users: GroupOutlined,
  verified: VerifiedOutlined,
  verifieduser: VerifiedUserOutlined,
  visibility: VisibilityOutlined,
  visibilityoff: VisibilityOffOutlined,
  widgets: WidgetsOutlined,
};

function iconKey(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/icon$/, '')
    .replace(/(outlined|rounded|sharp|twotone)$/, '');
  return base in ICONS ? base : base.replace(/outline$/, '');
}

/** A server-named icon, or a generic tag when the name is unknown. */
export function MenuIcon({ name, ...props }: { name?: string } & SvgIconProps) {
  const Icon = ICONS[iconKey(name ?? '')] ?? LabelOutlined;
  return <Icon aria-hidden {...props} />;
}
