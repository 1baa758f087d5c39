import dayjs from 'dayjs';
import 'dayjs/locale/it';

dayjs.locale('it');

/** DD/MM/YYYY (spec 3 §9). */
export const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY');
/** DD/MM/YYYY H.mm: time is shown as h.mm (spec 3 §9). */
export const formatDateTime = (iso: string) => dayjs(iso).format('DD/MM/YYYY H.mm');
/** H.mm of an instant, in the browser's time (spec 1 §9 "time displayed h.mm"). */
export const formatTimeOf = (iso: string) => dayjs(iso).format('H.mm');

export { dayjs };
