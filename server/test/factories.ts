import type { GroupKind, Role } from '@sportello/contracts';
import { nowIso, type Db } from '../src/platform/db/connect.js';
import { hashPassword } from '../src/platform/auth/password.js';

export const TEST_PASSWORD = 'password-di-prova';
let passwordHash: Promise<string> | null = null;
let seq = 0;

export async function createTestGroup(
  db: Db,
  opts: { slug?: string; name?: string; kind?: GroupKind; status?: number; email?: string } = {},
) {
  seq += 1;
  const slug = opts.slug ?? `gruppo-${seq}`;
  const row = await db
    .insertInto('groups')
    .values({
      slug,
      name: opts.name ?? `Gruppo ${seq}`,
      kind: opts.kind ?? 'iat',
      status: opts.status ?? 1,
      email: opts.email ?? `${slug}@example.org`,
      phone: '',
      address: '',
      city: '',
      province: '',
      lat: null,
      lng: null,
      createdAt: nowIso(),
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * A user with one membership: role in a group of the matching kind (admin → group Admin) in env.
 * Pass `group` to put several users in the same group.
 */
export async function createTestUser(
  db: Db,
  opts: {
    role?: Role;
    env?: string;
    username?: string;
    email?: string;
    fullName?: string;
    status?: number;
    stato?: number;
    isReviewer?: boolean;
    userType?: string;
    group?: { id: number };
  } = {},
) {
  seq += 1;
  const role = opts.role ?? 'operator';
  const username = opts.username ?? `utente${seq}`;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const now = nowIso();
  const user = await db
    .insertInto('users')
    .values({
      username,
      email: opts.email ?? `${username}@example.org`,
      fullName: opts.fullName ?? `Utente ${seq}`,
      passwordHash: await passwordHash,
      status: opts.status ?? 1,
      userType: opts.userType ?? (role === 'structure' ? 'struttura' : 'ambitoiat'),
      isReviewer: opts.isReviewer || role === 'reviewer' ? 1 : 0,
      image: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning(['id', 'username', 'email'])
    .executeTakeFirstOrThrow();
  const kind: GroupKind = role === 'admin' ? 'admin' : role === 'structure' ? 'structure' : 'iat';
  const group = opts.group ?? (await createTestGroup(db, { kind }));
  const app = await db
    .selectFrom('apps')
    .select('id')
    .where('slug', '=', opts.env ?? 'make-iat')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('memberships')
    .values({
      userId: user.id,
      groupId: group.id,
      appId: app.id,
      role,
      stato: opts.stato ?? 1,
      createdAt: now,
    })
    .execute();
  return { ...user, groupId: group.id, password: TEST_PASSWORD };
}
