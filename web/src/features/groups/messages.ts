/** The texts of the groups page and its modals. */
export const groupsMessages = {
  titles: {
    preview: 'Scheda gruppo',
    edit: 'Modifica gruppo',
    create: 'Nuovo gruppo',
    validate: 'Verifica gruppo',
  },
  validateIntro:
    'Questo gruppo aspetta la verifica. Controlla i dati: con «Conferma» il gruppo diventa attivo e i suoi membri possono lavorare; con «Elimina» la richiesta viene scartata.',
  membersTitle: 'Utenti del gruppo',
  noMembers: 'Il gruppo non ha ancora utenti.',
  colName: 'Nome',
  colEmail: 'E-mail',
  colEnv: 'Ambiente',
  colRole: 'Ruolo',
  colState: 'Stato',
  addUser: {
    title: (group: string) => `Aggiungi utente a ${group}`,
    intro: "Scegli la persona, il ruolo che avrà nel gruppo e l'ambiente in cui potrà lavorare.",
    user: 'Utente',
    userPlaceholder: 'Cerca per nome, nome utente o e-mail',
    role: 'Ruolo',
    env: 'Ambiente',
  },
  changeRole: {
    title: (name: string) => `Cambia ruolo di ${name}`,
    where: (group: string, env: string) => `Gruppo ${group}, ambiente ${env}.`,
  },
  remove: {
    title: (name: string) => `Eliminare ${name}?`,
    checking: 'Controllo di utenti e contenuti coinvolti…',
    intro: "Il gruppo verrà eliminato con le sue appartenenze. L'operazione non si può annullare.",
    usersTitle: 'Utenti coinvolti',
    noUsers: 'Il gruppo non ha utenti.',
    accountGoes: 'Account eliminato',
    accountGoesHint: "Chi ha solo questo gruppo perde anche l'account.",
    staysElsewhere: 'Resta negli altri suoi gruppi',
    contentTitle: 'Contenuti del gruppo che verranno eliminati',
    noContent: 'Il gruppo non ha contenuti.',
    contentLine: (label: string, count: number) => `${label}: ${count}`,
    submit: 'Conferma',
  },
} as const;
