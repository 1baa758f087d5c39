import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import DirectionsBikeOutlined from '@mui/icons-material/DirectionsBikeOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import HikingOutlined from '@mui/icons-material/HikingOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import LocalPoliceOutlined from '@mui/icons-material/LocalPoliceOutlined';
import LocationCityOutlined from '@mui/icons-material/LocationCityOutlined';
import MuseumOutlined from '@mui/icons-material/MuseumOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TrainOutlined from '@mui/icons-material/TrainOutlined';
import TourOutlined from '@mui/icons-material/TourOutlined';
import type { Asset } from '@sportello/contracts';

type Icon = ComponentType<SvgIconProps>;

const BY_TYPE: Record<string, Icon> = {
  autore: BrushOutlined,
  restaurant: RestaurantOutlined,
  producer: ShoppingBasketOutlined,
  shop: StorefrontOutlined,
  vetrina: StorefrontOutlined,
  accommodation: HotelOutlined,
  alloggio: HotelOutlined,
  ricetta: RestaurantMenuOutlined,
  prodotto_turismo: ShoppingBasketOutlined,
  prodottoArtigianale: BrushOutlined,
  itinerario_turismo: HikingOutlined,
  itinerario_bike_turismo: DirectionsBikeOutlined,
  tour: TourOutlined,
  evento_turismo: EventOutlined,
  offerta_turismo: LocalOfferOutlined,
  attraction: MuseumOutlined,
  idea: LightbulbOutlined,
  office: InfoOutlined,
  destination: LocationCityOutlined,
};

const BY_PLACE: Record<string, Icon> = {
  bank: AccountBalanceOutlined,
  hospital: LocalHospitalOutlined,
  pharmacy: LocalPharmacyOutlined,
  police: LocalPoliceOutlined,
  train_station: TrainOutlined,
};

/** The icon of an asset's type (Google places by their kind): the card's placeholder, the map's legend. */
export function TypeIcon({ asset, ...props }: { asset: Pick<Asset, 'type' | 'category'> } & SvgIconProps) {
  const Icon =
    (asset.type === 'google_place' ? BY_PLACE[asset.category] : BY_TYPE[asset.type]) ?? PlaceOutlined;
  return <Icon aria-hidden {...props} />;
}
