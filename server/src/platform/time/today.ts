/** Today in Italy, YYYY-MM-DD: what "expired" is measured against, whatever the server's zone. */
export const todayInItaly = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
