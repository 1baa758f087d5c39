import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * Single sign-on with OpenID Connect (issue 39). An account is linked to a provider's account by
 * the issuer and the subject, never by a claim that can change. A sign-in under way (state, nonce,
 * PKCE verifier) and a link waiting for the local password are kept here, found by the SHA-256 of
 * the browser's cookie: short-lived and spent once. A session opened through a provider keeps its
 * ID token for the provider's sign-out, and goes with the session.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('sso_identities'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** The provider's key in OIDC_PROVIDERS when linked (informative: the issuer is what counts). */
    .addColumn('provider', 'text', notNull)
    .addColumn('issuer', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    /** The e-mail the provider told at the link (informative). */
    .addColumn('email', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_used_at', 'text')
    .addUniqueConstraint('sso_identities_subject', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('sso_identities_user').on('sso_identities').column('user_id').execute();

  await db.schema
    .createTable('sso_flows')
    /** SHA-256 of the browser's cookie, hexadecimal. */
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** authorize: on the way to the provider; link: waiting for the local password. */
    .addColumn('stage', 'text', notNull)
    .addColumn('provider', 'text', notNull)
    .addColumn('state', 'text')
    .addColumn('nonce', 'text')
    .addColumn('code_verifier', 'text')
    /** The page to go to afterwards (already checked to be on this site). */
    .addColumn('next', 'text', notNull)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'text')
    .addColumn('subject', 'text')
    .addColumn('email', 'text')
    .addColumn('id_token', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('sso_flows_expiry').on('sso_flows').column('expires_at').execute();

  await db.schema
    .createTable('sso_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('provider', 'text', notNull)
    .addColumn('id_token', 'text', notNull)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('sso_sessions').ifExists().execute();
  await db.schema.dropTable('sso_flows').ifExists().execute();
  await db.schema.dropTable('sso_identities').ifExists().execute();
}
