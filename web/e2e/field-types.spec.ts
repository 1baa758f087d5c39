import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Locator, Page, Request } from '@playwright/test';
import {
  FIELD_TYPES,
  type FormField,
  type FormSubmitBody,
  type FormTemplate,
  type FormValues,
} from '../../packages/contracts/src/index';
import { expect, formReady, signIn, test, visitScreen } from './support/fixtures';
import { getJson, postJson, uploadImage, withDatabase } from './support/server';

/**
 * Every field type of the one template schema, in its three dialects, on
 * the example forms the demo seeds (server/src/modules/forms/examples): the real server serves the
 * templates, checks and keeps what is sent, and gives it back. Options, media and the snackbar are
 * real too.
 */
const fixture = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')) as T;
const filled = fixture<FormValues>('scheda-evento.values.json');

const FORMS = {
  scheda: { formType: 'esempio-scheda-evento', title: 'Scheda evento' },
  profile: { formType: 'esempio-profilo-visitatore', title: 'Profilo del visitatore' },
  legacy: { formType: 'esempio-utente-portale', title: 'Nuovo utente del portale' },
} as const;
type ExampleForm = (typeof FORMS)[keyof typeof FORMS];

/** Each test as its own user, whose example forms start empty (a retry too). */
const USERS = ['operatore.arezzo', 'admin', 'operatore.grosseto', 'operatore.livorno', 'referente.siena'];
test.beforeEach(() =>
  withDatabase((db) =>
    db
      .prepare(
        `DELETE FROM form_entries WHERE user_id IN (SELECT id FROM users WHERE username IN (${USERS.map(() => '?').join(', ')}))`,
      )
      .run(...USERS),
  ),
);

/** Signs in and opens the example form; `query` may ask for the read-only view. */
async function openForm(page: Page, username: string, form: ExampleForm, query = '') {
  await signIn(page, username);
  await page.goto(`/app/make-iat/forms/${form.formType}${query}`);
  await expect(page.getByRole('heading', { name: form.title, level: 1 })).toBeVisible();
  await formReady(page);
}

/** What the server keeps for the signed-in user (data.json, the form's own read). */
const stored = (page: Page, form: ExampleForm) =>
  getJson<FormValues>(page, `/api/forms/${form.formType}/data.json?env=make-iat`);

/** Every submission the browser sends for the form (watched, never answered by the test). */
function watchSubmissions(page: Page, form: ExampleForm): FormSubmitBody[] {
  const posted: FormSubmitBody[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/forms/${form.formType}`)
      posted.push(request.postDataJSON() as FormSubmitBody);
  });
  return posted;
}

/** Screenshot from the top of the page (the header is sticky), then the axe check. */
async function screen(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await visitScreen(page, `field-types-${name}`);
}

/** A small real PNG, as a scanned poster would be. */
const poster = async () => ({
  name: 'locandina-palio.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 300, height: 420, channels: 3, background: '#8a2be2' } })
    .png()
    .toBuffer(),
});

// Accessible names leave out the label's asterisk (aria-hidden): required shows as the attribute.
const box = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name });
async function fillIn(scope: Page | Locator, entries: Record<string, string>) {
  for (const [name, value] of Object.entries(entries)) await box(scope, name).fill(value);
}
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
async function expectErrors(page: Page, ...messages: string[]) {
  for (const message of messages) await expect(page.getByText(message, { exact: true })).toBeVisible();
}
/**
 * Sends the form and waits for the server's own answer ("Dati salvati."); returns the values the
 * browser posted.
 */
async function send(page: Page, form: ExampleForm, button: string) {
  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api/forms/${form.formType}`,
  );
  await page.getByRole('button', { name: button }).click();
  const posted = (await request).postDataJSON() as FormSubmitBody;
  await expect(page.getByRole('alert').filter({ hasText: 'Dati salvati.' })).toBeVisible();
  return posted.values;
}

/** The value the read-only view shows beside a label. */
const shown = (page: Page, label: string): Locator =>
  page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

const typesOf = (fields: readonly FormField[]): string[] =>
  fields.flatMap((f) => [f.type, ...('fields' in f ? typesOf(f.fields) : [])]);

/** The 15th of this month in the board's time zone (DD/MM/YYYY): the date picker opens on this month. */
const thisMonth = { timeZone: 'Europe/Rome', month: '2-digit', year: 'numeric' } as const;
const fifteenth = `15/${new Date().toLocaleDateString('it-IT', thisMonth)}`;

test.describe('Every field type, in the three template dialects', () => {
  test('the canonical template shows each field type with its accessible name', async ({ page }) => {
    await openForm(page, 'operatore.arezzo', FORMS.scheda);
    const scheda = await getJson<FormTemplate>(
      page,
      `/api/forms/${FORMS.scheda.formType}/template.json?env=make-iat`,
    );
    expect(new Set(typesOf(scheda.fields))).toEqual(new Set(FIELD_TYPES));
    const form = page.getByRole('form', { name: 'Scheda evento' });
    await expect(form.getByRole('heading', { name: 'Dati principali', level: 2 })).toBeVisible(); // title
    await expect(form.getByRole('separator').first()).toBeVisible(); // divider
    await expect(form.getByText("I campi con l'asterisco sono obbligatori.")).toBeVisible(); // simpleText
    await expect(box(form, "Titolo dell'evento")).toHaveAttribute('required'); // input
    await expect(box(form, 'Note per la redazione')).toHaveJSProperty('tagName', 'TEXTAREA'); // text
    await expect(box(form, 'Descrizione')).toHaveAttribute('aria-required', 'true'); // htmlField
    await expect(form.getByRole('toolbar', { name: 'Formattazione: Descrizione' })).toBeVisible();
    await expect(box(form, 'Posti disponibili')).toHaveAttribute('inputmode', 'numeric'); // number
    await expect(form.getByRole('combobox', { name: 'Categoria' })).toBeVisible(); // select
    await expect(form.getByRole('combobox', { name: 'Comune' })).toHaveAttribute('required'); // asyncSelect
    await expect(form.getByRole('group', { name: 'Ingresso' }).getByRole('radio')).toHaveCount(2); // radioList
    const audience = form.getByRole('group', { name: 'Pubblico di riferimento' }); // checkList
    await expect(audience.getByRole('checkbox')).toHaveCount(4);
    await expect(form.getByRole('checkbox', { name: 'Pubblica sul portale' })).not.toBeChecked(); // checkbox
    await expect(box(form, 'Data di inizio')).toHaveAttribute('readonly'); // date
    await expect(form.getByRole('button', { name: 'Scegli data: Data di inizio' })).toBeVisible();
    await expect(box(form, 'Ore: Ora di inizio')).toBeVisible(); // time
    await expect(box(form, 'Minuti: Ora di inizio')).toBeVisible();
    await expect(box(form, 'Indirizzo')).toBeVisible(); // address
    const dial = form.getByRole('combobox', { name: 'Prefisso internazionale: Telefono per informazioni' });
    await expect(dial).toHaveValue('Italia (+39)'); // telephone
    await expect(box(form, 'Telefono per informazioni')).toHaveAttribute('type', 'tel');
    await expect(box(form, 'Siti web 1')).toBeVisible(); // multiInput
    await expect(form.getByRole('button', { name: 'Aggiungi: Siti web' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Scegli immagine: Locandina' })).toBeVisible(); // file
    await expect(form.getByRole('group', { name: 'Codice interno' })).toHaveText(/EV-2026-0042/); // readonly
    await expect(form.locator('[name="origine"]')).toHaveCount(0); // hidden
    await expect(form.getByRole('region', { name: 'Contatti' })).toBeVisible(); // group
    const rows = form.getByRole('group', { name: 'Tariffe' }); // repeatableGroup
    await expect(rows.getByText('Nessuna riga. Usa «Aggiungi» per inserirne una.')).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Aggiungi: Tariffe' })).toBeVisible();
    // Conditions: the sagra's product waits for its category; nothing asks for a referent yet.
    await expect(box(form, 'Prodotto tipico della sagra')).toHaveCount(0);
    await expect(box(form, 'Nome del referente')).not.toHaveAttribute('required');
    await screen(page, 'empty');
  });

  test('sent empty: the template error label and the Italian field errors', async ({ page }) => {
    const posted = watchSubmissions(page, FORMS.scheda);
    await openForm(page, 'operatore.arezzo', FORMS.scheda);
    await page.getByRole('button', { name: 'Salva la scheda' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Controlla i campi evidenziati prima di salvare la scheda.' }),
    ).toBeVisible();
    const required = ["Titolo dell'evento", 'Codice evento', 'Categoria', 'Descrizione', 'Data di inizio'];
    await expectErrors(page, ...[...required, 'Comune', 'Ingresso'].map((l) => `${l}: campo obbligatorio`));
    await expectErrors(page, 'Pubblico di riferimento: seleziona almeno 2 opzioni');
    await expect(page.getByText('Nome del referente: campo obbligatorio')).toHaveCount(0);
    await expect(box(page, "Titolo dell'evento")).toHaveAttribute('aria-invalid', 'true');
    await screen(page, 'errors');

    // The regex speaks with the template's message, for the field and for each multiInput entry.
    await fillIn(page, { 'Codice evento': 'EV12', 'Siti web 1': 'www.ilpalio.org' });
    await box(page, 'Siti web 1').blur();
    await expectErrors(
      page,
      'Il codice deve avere la forma EV-0000',
      'Scrivi un indirizzo che inizia con https://',
    );
    // Nothing left the browser, and the server keeps nothing.
    expect(posted).toEqual([]);
    expect(await stored(page, FORMS.scheda)).toEqual({});
  });

  test('filled in by hand and sent: the server keeps what the engine sends, and gives it back', async ({
    page,
  }) => {
    const posted = watchSubmissions(page, FORMS.scheda);
    await openForm(page, 'admin', FORMS.scheda);
    const form = page.getByRole('form', { name: 'Scheda evento' });
    await fillIn(form, { "Titolo dell'evento": filled.titolo as string, 'Codice evento': 'EV-2407' });
    // showIf: the product appears with "Sagra", and its value goes when the category changes.
    await choose(page, 'Categoria', 'Sagra');
    await fillIn(form, { 'Prodotto tipico della sagra': "Pici all'aglione" });
    await choose(page, 'Categoria', 'Rievocazione storica');
    await expect(box(form, 'Prodotto tipico della sagra')).toHaveCount(0);

    const editor = box(form, 'Descrizione');
    const bold = form
      .getByRole('toolbar', { name: 'Formattazione: Descrizione' })
      .getByRole('button', { name: 'Grassetto' });
    await editor.click();
    await editor.pressSequentially('La prova generale del ');
    await bold.click();
    await editor.pressSequentially('Palio');
    await bold.click();
    await editor.pressSequentially(' in Piazza del Campo.');

    await form.getByRole('button', { name: 'Scegli data: Data di inizio' }).click();
    await page.getByRole('dialog').getByRole('gridcell', { name: '15', exact: true }).click();
    await expect(box(form, 'Data di inizio')).toHaveValue(fifteenth);
    await fillIn(form, { 'Ore: Ora di inizio': '18', 'Minuti: Ora di inizio': '30' });
    const town = form.getByRole('combobox', { name: 'Comune' });
    await town.fill('Si');
    await expect(page.getByText('Scrivi almeno 3 caratteri')).toBeVisible();
    await town.fill('Sien');
    await page.getByRole('option', { name: 'Siena (SI)', exact: true }).click();
    await fillIn(form, { Indirizzo: 'Piazza del Campo 1, 53100 Siena' });

    await form.getByRole('checkbox', { name: 'Famiglie con bambini' }).check();
    await form.getByRole('checkbox', { name: 'Turisti stranieri' }).check();
    await form.getByRole('radio', { name: 'Gratuito' }).check(); // hideIf: no price for a free event
    await expect(box(form, 'Prezzo del biglietto')).toHaveCount(0);
    await form.getByRole('radio', { name: 'A pagamento' }).check();
    await fillIn(form, { 'Prezzo del biglietto': '15 euro', 'Posti disponibili': '900' });
    await box(form, 'Posti disponibili').blur();
    await expect(box(form, 'Posti disponibili')).toHaveValue('500'); // clamped to max

    // Two rows of tickets; updateRelated sums them into the total.
    for (const [i, [kind, count]] of Object.entries({ Intero: '100', Ridotto: '50' }).entries()) {
      await form.getByRole('button', { name: 'Aggiungi: Tariffe' }).click();
      const row = form.getByRole('region', { name: `Tariffe, riga ${i + 1}` });
      await fillIn(row, { 'Tipo di biglietto': kind, 'Biglietti in vendita': count });
    }
    await expect(form.getByRole('button', { name: 'Rimuovi riga 2' })).toBeVisible();
    await expect(box(form, 'Totale biglietti in vendita')).toHaveValue('150');

    // requiredIf: a telephone makes the referent required; the number keeps its digits only.
    await fillIn(form, { 'Telefono per informazioni': '333 123 4567' });
    await expect(box(form, 'Telefono per informazioni')).toHaveValue('3331234567');
    await expect(box(form, 'Nome del referente')).toHaveAttribute('required');
    await fillIn(form, {
      'Nome del referente': 'Giulia Bianchi',
      'E-mail per informazioni': 'eventi@comune.siena.example',
      'Siti web 1': 'https://www.comune.siena.it',
    });
    await form.getByRole('button', { name: 'Aggiungi: Siti web' }).click();
    await fillIn(form, { 'Siti web 2': 'https://www.ilpalio.org' });

    // The poster goes through the media library's picker and a real upload.
    await form.getByRole('button', { name: 'Scegli immagine: Locandina' }).click();
    const picker = page.getByRole('dialog', { name: /Scegli/ });
    const chooser = page.waitForEvent('filechooser');
    await picker.getByRole('button', { name: 'Carica un file' }).click();
    await (await chooser).setFiles(await poster());
    await expect(picker).toBeHidden();
    await expect(form.getByRole('button', { name: 'Rimuovi locandina-palio.png' })).toBeVisible();

    // Unticking asks first: kept on "Lascia pubblicato", dropped on "Togli dal portale".
    const publish = form.getByRole('checkbox', { name: 'Pubblica sul portale' });
    const popup = page.getByRole('alertdialog', { name: 'Togliere la pubblicazione?' });
    await publish.check();
    await publish.click();
    await popup.getByRole('button', { name: 'Lascia pubblicato' }).click();
    await expect(publish).toBeChecked();
    await publish.click();
    await popup.getByRole('button', { name: 'Togli dal portale' }).click();
    await expect(publish).not.toBeChecked();
    await publish.check();
    await screen(page, 'filled');

    const values = await send(page, FORMS.scheda, 'Salva la scheda');
    expect(posted).toHaveLength(1);
    const expected = {
      ...filled, // telefono "+39-3331234567", posti 500, the rows and their total, origine
      data_inizio: fifteenth,
      locandina: [expect.objectContaining({ name: 'locandina-palio.png', src: expect.any(String) })],
    };
    expect(values).toEqual(expected);
    expect(values).not.toHaveProperty('prodotto_tipico');
    expect(values).not.toHaveProperty('note_redazione');
    // Read back from the server: what it checked and kept is what was sent.
    expect(await stored(page, FORMS.scheda)).toEqual(expected);
  });

  test('read back: the same template as values, then back to editing', async ({ page }) => {
    // Saved through the form's own call, with a poster really uploaded to the user's library.
    await signIn(page, 'operatore.grosseto');
    const image = await uploadImage(page, await poster());
    await postJson(page, `/api/forms/${FORMS.scheda.formType}?env=make-iat`, {
      values: { ...filled, locandina: [{ id: image.id, name: image.name, src: image.src }] },
    });
    await page.goto(`/app/make-iat/forms/${FORMS.scheda.formType}?mode=preview`);
    await expect(page.getByRole('heading', { name: FORMS.scheda.title, level: 1 })).toBeVisible();
    const texts: [string, string][] = [
      ["Titolo dell'evento", 'Palio di Siena: prova generale'],
      ['Note per la redazione', 'Non compilato'],
      ['Categoria', 'Rievocazione storica'],
      ['Data di inizio', '15/07/2026'],
      ['Ora di inizio', '18.30'],
      ['Comune', 'Siena (SI)'],
      ['Ingresso', 'A pagamento'],
      ['Posti disponibili', '500'],
      ['Totale biglietti in vendita', '150'],
      ['Telefono per informazioni', '+39 333 1234567'],
      ['Locandina', 'locandina-palio.png'],
      ['Pubblica sul portale', 'Sì'],
    ];
    for (const [label, text] of texts) await expect(shown(page, label)).toHaveText(text);
    await expect(shown(page, 'Descrizione').locator('strong')).toHaveText('Palio');
    await expect(shown(page, 'Indirizzo').locator('p')).toHaveText(['Piazza del Campo 1,', '53100 Siena']);
    const audience = ['Famiglie con bambini', 'Turisti stranieri'];
    await expect(shown(page, 'Pubblico di riferimento').getByRole('listitem')).toHaveText(audience);
    await expect(shown(page, 'Siti web').getByRole('listitem')).toHaveText(filled.siti as string[]);
    // Read back, a web address is a link the operator can open.
    for (const site of filled.siti as string[]) {
      await expect(shown(page, 'Siti web').getByRole('link', { name: site })).toHaveAttribute('href', site);
    }
    await expect(shown(page, 'Tariffe').locator('p')).toHaveText([
      'Tipo di biglietto: Intero · Biglietti in vendita: 100',
      'Tipo di biglietto: Ridotto · Biglietti in vendita: 50',
    ]);
    await expect(shown(page, 'Locandina').locator('img')).toHaveJSProperty('naturalWidth', 300);
    await expect(page.getByText('Prodotto tipico della sagra')).toHaveCount(0);
    await expect(page.getByText('sportello', { exact: true })).toHaveCount(0); // hidden
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await screen(page, 'read-only');

    await page.getByRole('button', { name: 'Modifica' }).click(); // the switch-view action
    await expect(box(page, "Titolo dell'evento")).toHaveValue('Palio di Siena: prova generale');
  });

  test('the profile dialect: items, showOnValue, requiredIf, sums', async ({ page }) => {
    await openForm(page, 'operatore.livorno', FORMS.profile);
    const form = page.getByRole('form', { name: 'Profilo del visitatore' });
    const people = box(form, 'Numero di persone');
    await expect(form.getByRole('heading', { name: 'Provenienza' })).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Lingua di contatto' })).toBeVisible(); // lang
    await expect(people).toHaveValue('1'); // defaultValue {valueType: number, minValue: 1}
    await expect(form.getByRole('group', { name: 'Notti di permanenza' }).getByRole('radio')).toHaveCount(4); // optionsConfig
    await expect(form.getByRole('group', { name: 'Interessi' }).getByRole('checkbox')).toHaveCount(3);
    await expect(box(form, 'Richieste del visitatore')).toBeVisible();
    await expect(box(form, 'Data di arrivo')).toBeVisible();
    await expect(form.getByRole('group', { name: 'Codice profilo' })).toHaveText(/PRF-0193/); // inputRO
    await expect(form.getByRole('button', { name: 'Salva profilo' })).toHaveCount(0); // a kiosk action
    await expect(form.getByRole('combobox', { name: 'Regione di provenienza' })).toHaveCount(0);
    await expect(box(form, 'E-mail del visitatore')).toHaveCount(0);

    await page.getByRole('button', { name: 'Invia' }).click();
    await expectErrors(page, 'Paese di provenienza: campo obbligatorio');
    await choose(page, 'Paese di provenienza', 'Italia');
    await expect(people).toHaveValue('1'); // no rows yet: the sum stays at the minimum, not 0
    await choose(page, 'Regione di provenienza', 'Toscana');
    await choose(page, 'Lingua di contatto', 'Tedesco');
    await form.getByRole('checkbox', { name: 'Desidera ricevere la newsletter' }).check();
    await page.getByRole('button', { name: 'Invia' }).click();
    await expectErrors(page, 'E-mail del visitatore: campo obbligatorio');
    await fillIn(form, { 'E-mail del visitatore': 'hanna.weber@example.de' });

    for (const [i, [band, count]] of Object.entries({ Adulti: '2', 'Bambini (0-12)': '1' }).entries()) {
      await form.getByRole('button', { name: "Aggiungi fascia d'età" }).click();
      const row = form.getByRole('region', { name: `Composizione del gruppo, riga ${i + 1}` });
      await row.getByRole('combobox', { name: "Fascia d'età" }).click();
      await page.getByRole('option', { name: band }).click();
      await fillIn(row, { Persone: count });
    }
    await expect(people).toHaveValue('3');
    await form.getByRole('radio', { name: '2', exact: true }).check();
    await screen(page, 'profile');

    const expected = fixture<FormValues>('profilo-visitatore.posted.json');
    expect(await send(page, FORMS.profile, 'Invia')).toEqual(expected);
    expect(await stored(page, FORMS.profile)).toEqual(expected);
  });

  test('the legacy user-edit dialect: user[...] fields, showOnGroup', async ({ page }) => {
    await openForm(page, 'referente.siena', FORMS.legacy);
    const form = page.getByRole('form', { name: 'Nuovo utente del portale' });
    await expect(form.getByRole('heading', { name: "Dati dell'utente" })).toBeVisible(); // TitleField
    await expect(form.getByRole('group', { name: 'Nome utente' })).toHaveText(/g\.bianchi/); // ReadOnlyField
    await expect(form.getByLabel('Password provvisoria')).toHaveAttribute('type', 'password');
    await expect(box(form, 'Data di nascita')).toHaveAttribute('readonly'); // DateField
    await expect(box(form, "Note per l'amministratore")).toBeVisible(); // TextField
    await expect(form.locator('[name="provenienza"]')).toHaveCount(0); // HiddenField

    await page.getByRole('button', { name: 'Invia' }).click();
    const required = ['Nome e cognome', 'Password provvisoria', 'Tipo di utente'];
    await expectErrors(page, ...required.map((label) => `${label}: campo obbligatorio`));

    // showOnGroup follows the field marked isGroup; showOnValue a named one.
    const vat = box(form, 'Partita IVA della struttura');
    const languages = form.getByRole('group', { name: 'Lingue parlate' });
    await expect(vat).toHaveCount(0);
    await choose(page, 'Tipo di utente', 'Struttura ricettiva');
    await vat.fill('01234567890');
    await expect(form.getByRole('button', { name: 'Scegli documento: Visura camerale' })).toBeVisible(); // FileField
    await expect(languages).toHaveCount(0);
    await choose(page, 'Tipo di utente', 'Operatore IAT');
    await expect(vat).toHaveCount(0);
    await languages.getByRole('checkbox', { name: 'Inglese' }).check();
    await fillIn(form, { 'Nome e cognome': 'Giulia Bianchi' });
    await form.getByLabel('Password provvisoria').fill('Provvisoria-2026');
    await screen(page, 'legacy');

    const expected = fixture<FormValues>('utente-legacy.posted.json');
    expect(await send(page, FORMS.legacy, 'Invia')).toEqual(expected);
    // The server keeps the rest, never the password.
    const { password, ...kept } = expected;
    expect(password).toBe('Provvisoria-2026');
    expect(await stored(page, FORMS.legacy)).toEqual(kept);
  });
});
