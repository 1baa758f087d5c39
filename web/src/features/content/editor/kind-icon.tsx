import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import SmartDisplayOutlined from '@mui/icons-material/SmartDisplayOutlined';
import TagOutlined from '@mui/icons-material/TagOutlined';
import { MenuIcon } from '../../../components/menu-icon';

/** The icons of the custom kinds (the add-new-element modal, block headers); others from the app's map. */
const KIND_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  event: EventOutlined,
  flag: FlagOutlined,
  insights: InsightsOutlined,
  notes: NotesOutlined,
  photolibrary: PhotoLibraryOutlined,
  place: PlaceOutlined,
  route: RouteOutlined,
  smartdisplay: SmartDisplayOutlined,
  tag: TagOutlined,
};

export function KindIcon({ name, ...props }: { name?: string } & SvgIconProps) {
  const key = (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/(outlined|rounded|sharp|twotone)$/, '');
  const Icon = KIND_ICONS[key];
  return Icon ? <Icon aria-hidden {...props} /> : <MenuIcon name={name} {...props} />;
}
