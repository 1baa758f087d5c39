// The Location, Date and Time renderers, with the location picker and the date and timetable editor.
import type { ComponentRenderer } from '../component-props';
import { DateComponent as DateRenderer } from './date-component';
import { LocationComponent as LocationRenderer } from './location-component';
import { TimeComponent as TimeRenderer } from './time-component';

export const LocationComponent: ComponentRenderer<'Location'> = LocationRenderer;
export const DateComponent: ComponentRenderer<'Date'> = DateRenderer;
export const TimeComponent: ComponentRenderer<'Time'> = TimeRenderer;
export { TimeInput } from './time-input';
export { rangeText, timetableText } from './date-values';
