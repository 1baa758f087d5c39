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
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import FavoriteOutlined from '@mui/icons-material/FavoriteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
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
import MapOutlined from '@mui/icons-material/MapOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TabletAndroidOutlined from '@mui/icons-material/TabletAndroidOutlined';
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
  description: DescriptionOutlined,
  devices: DevicesOutlined,
  download: DownloadOutlined,
  email: MailOutlined,
  event: EventOutlined,
  eventnote: EventNoteOutlined,
  explore: ExploreOutlined,
  favorite: FavoriteOutlined,
  filedownload: FileDownloadOutlined,
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
  map: MapOutlined,
  menubook: MenuBookOutlined,
  notifications: NotificationsOutlined,
  openinnew: OpenInNewOutlined,
  outbox: OutboxOutlined,
  person: PersonOutlined,
  personadd: PersonAddOutlined,
  playlistaddcheck: PlaylistAddCheckOutlined,
  public: PublicOutlined,
  search: SearchOutlined,
  settings: SettingsOutlined,
  storefront: StorefrontOutlined,
  supportagent: SupportAgentOutlined,
  swaphoriz: SwapHorizOutlined,
  tablet: TabletAndroidOutlined,
  tabletandroid: TabletAndroidOutlined,
  user: PersonOutlined,
  users: GroupOutlined,
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
