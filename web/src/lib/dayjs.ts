import dayjs from 'dayjs';
import 'dayjs/locale/it';

dayjs.locale('it');

/** DD/MM/YYYY (spec 3 §9). */
export const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY');
/** DD/MM/YYYY H.mm: time is shown as h.mm (spec 3 §9). */
export const formatDateTime = (iso: string) => dayjs(iso).format('DD/MM/YYYY H.mm');

export { dayjs };
