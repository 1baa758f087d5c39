// The Location, Date and Time renderers and the geocoding and date/timetable modals. (Being written.)
import type { ComponentRenderer } from '../component-props';

export const LocationComponent: ComponentRenderer<'Location'> = () => null;
export const DateComponent: ComponentRenderer<'Date'> = () => null;
export const TimeComponent: ComponentRenderer<'Time'> = () => null;
