import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import DirectionsBikeOutlined from '@mui/icons-material/DirectionsBikeOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
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
import HikingOutlined from '@mui/icons-material/HikingOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import LuggageOutlined from '@mui/icons-material/LuggageOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MuseumOutlined from '@mui/icons-material/MuseumOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TabletAndroidOutlined from '@mui/icons-material/TabletAndroidOutlined';
import ToggleOffOutlined from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
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
  autostories: AutoStoriesOutlined,
  badge: BadgeOutlined,
  barchart: BarChartOutlined,
  cancel: CancelOutlined,
  celebration: CelebrationOutlined,
  checkcircle: CheckCircleOutlined,
  contactmail: ContactMailOutlined,
  contactphone: ContactPhoneOutlined,
  contacts: ContactPhoneOutlined,
  contactsupport: ContactSupportOutlined,
  content: ArticleOutlined,
  contentcopy: ContentCopyOutlined,
  dashboard: DashboardOutlined,
  delete: DeleteOutlined,
  deleteoutline: DeleteOutlineOutlined,
  deletesweep: DeleteSweepOutlined,
  description: DescriptionOutlined,
  devices: DevicesOutlined,
  directionsbike: DirectionsBikeOutlined,
  diversity3: Diversity3Outlined,
  download: DownloadOutlined,
  edit: EditOutlined,
  editnote: EditNoteOutlined,
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
  hiking: HikingOutlined,
  history: HistoryOutlined,
  home: HomeOutlined,
  hotel: HotelOutlined,
  hourglasstop: HourglassTopOutlined,
  info: InfoOutlined,
  key: KeyOutlined,
  label: LabelOutlined,
  language: LanguageOutlined,
  list: PlaylistAddCheckOutlined,
  localoffer: LocalOfferOutlined,
  lock: LockOutlined,
  logout: LogoutOutlined,
  luggage: LuggageOutlined,
  mail: MailOutlined,
  manageaccounts: ManageAccountsOutlined,
  map: MapOutlined,
  menubook: MenuBookOutlined,
  museum: MuseumOutlined,
  notifications: NotificationsOutlined,
  openinnew: OpenInNewOutlined,
  outbox: OutboxOutlined,
  password: PasswordOutlined,
  peoplealt: PeopleAltOutlined,
  person: PersonOutlined,
  personadd: PersonAddOutlined,
  personaddalt: PersonAddAltOutlined,
  personremove: PersonRemoveOutlined,
  pictureaspdf: PictureAsPdfOutlined,
  playlistaddcheck: PlaylistAddCheckOutlined,
  public: PublicOutlined,
  ratereview: RateReviewOutlined,
  restore: RestoreOutlined,
  search: SearchOutlined,
  settings: SettingsOutlined,
  share: ShareOutlined,
  storefront: StorefrontOutlined,
  summarize: SummarizeOutlined,
  supportagent: SupportAgentOutlined,
  swaphoriz: SwapHorizOutlined,
  tablet: TabletAndroidOutlined,
  tabletandroid: TabletAndroidOutlined,
  toggleoff: ToggleOffOutlined,
  toggleon: ToggleOnOutlined,
  translate: TranslateOutlined,
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
