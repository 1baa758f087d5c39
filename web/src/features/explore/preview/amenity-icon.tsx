import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AcUnitOutlined from '@mui/icons-material/AcUnitOutlined';
import AccessibleOutlined from '@mui/icons-material/AccessibleOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import FreeBreakfastOutlined from '@mui/icons-material/FreeBreakfastOutlined';
import LocalParkingOutlined from '@mui/icons-material/LocalParkingOutlined';
import PetsOutlined from '@mui/icons-material/PetsOutlined';
import PoolOutlined from '@mui/icons-material/PoolOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import DirectionsBikeOutlined from '@mui/icons-material/DirectionsBikeOutlined';
import FitnessCenterOutlined from '@mui/icons-material/FitnessCenterOutlined';
import LocalBarOutlined from '@mui/icons-material/LocalBarOutlined';
import ElevatorOutlined from '@mui/icons-material/ElevatorOutlined';
import ParkOutlined from '@mui/icons-material/ParkOutlined';
import WifiOutlined from '@mui/icons-material/WifiOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import AirportShuttleOutlined from '@mui/icons-material/AirportShuttleOutlined';
import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';

/** Amenity icons by the name the catalogue gives (img), or by a word of the amenity's text. */
const ICONS: [RegExp, ComponentType<SvgIconProps>][] = [
  [/wi-?fi|internet/i, WifiOutlined],
  [/parche|parking|garage/i, LocalParkingOutlined],
  [/piscin|pool/i, PoolOutlined],
  [/colazion|breakfast/i, FreeBreakfastOutlined],
  [/ristorant|restaurant/i, RestaurantOutlined],
  [/spa|benessere|wellness|sauna/i, SpaOutlined],
  [/animal|pet/i, PetsOutlined],
  [/aria condizionata|clima|air|ac_unit/i, AcUnitOutlined],
  [/disabil|accessib|wheelchair/i, AccessibleOutlined],
  [/bici|bike/i, DirectionsBikeOutlined],
  [/palestra|fitness|gym/i, FitnessCenterOutlined],
  [/bar\b|local_bar/i, LocalBarOutlined],
  [/ascensor|elevator|lift/i, ElevatorOutlined],
  [/giardino|garden|park\b/i, ParkOutlined],
  [/tv|televis/i, TvOutlined],
  [/navetta|shuttle|transfer/i, AirportShuttleOutlined],
  [/sala|meeting|congress/i, MeetingRoomOutlined],
];

export function AmenityIcon({ name, text, ...props }: { name?: string; text: string } & SvgIconProps) {
  const Icon =
    ICONS.find(([re]) => name && re.test(name))?.[1] ??
    ICONS.find(([re]) => re.test(text))?.[1] ??
    CheckCircleOutlined;
  return <Icon aria-hidden {...props} />;
}
