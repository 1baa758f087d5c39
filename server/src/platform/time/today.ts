/**
 * One formatter for the process: each Intl.DateTimeFormat holds ICU memory outside the JS heap
 * that only a garbage collection frees, and a new one per request piled up hundreds of MB under
 * load.
 */
const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/** Today in Italy, YYYY-MM-DD: what "expired" is measured against, whatever the server's zone. */
export const todayInItaly = (now = new Date()): string => ROME_DAY.format(now);
