/** Texts of the team's invitation page (the link e-mailed to an existing account). */
export const teamInvitationMessages = {
  title: 'Invito nel team',
  checking: "Lettura dell'invito…",
  invalid: 'Il link non è valido o è scaduto.',
  text: (i: { invitedBy: string; groupName: string; envName: string; roleLabel: string }) =>
    `${i.invitedBy || 'Un referente'} ti invita a far parte del team di «${i.groupName}» (${i.envName}) con il ruolo di ${i.roleLabel.toLowerCase()}.`,
  account: (username: string) =>
    `Entrerai con il tuo account «${username}»: finché non accetti non fai parte del team.`,
  accept: 'Accetta',
  decline: 'Rifiuta',
  openApp: 'Apri Sportello',
} as const;

/** Texts of the team page's modals. */
export const teamMessages = {
  addMember: {
    title: 'Aggiungi membro',
    teamOf: (group: string) => `Team di ${group}`,
    allRequired: 'Compila tutti i campi per continuare.',
  },
  changeRole: {
    title: (name: string) => `Cambia ruolo di ${name}`,
  },
} as const;
