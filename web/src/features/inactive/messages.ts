/** The texts of the inactive account's modal: the signed document to send and the countdown. */
export const inactiveMessages = {
  requiredNote: 'I campi con * sono obbligatori.',
  required: 'obbligatorio',
  chooseFile: 'Scegli il file',
  changeFile: 'Cambia file',
  noFile: 'Nessun file scelto',
  removeFile: (remove: string, name: string) => `${remove} ${name}`,
  fileSize: (bytes: number) =>
    bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} kB`
      : `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`,
  tooLarge: (mb: number) => `Il file supera il limite di ${mb} MB: scegline uno più leggero.`,
  sentTitle: 'Documento inviato',
  leaveMenu: 'Esci o cambia ambiente',
  countdown: (s: number) =>
    s === 1 ? 'Verrai disconnesso tra 1 secondo.' : `Verrai disconnesso tra ${s} secondi.`,
  countdownPaused: 'Conto alla rovescia in pausa mentre la finestra di contatto è aperta.',
  loggingOut: 'Disconnessione in corso…',
} as const;
