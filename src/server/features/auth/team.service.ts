import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { ROLES, TEAM_ROLES, type TeamRole } from '#shared/constants/roles.ts';
import type { Db } from '../../db/client.ts';
import { session, user } from '../../db/schema/index.ts';
import { deleteOtherSessions } from './account.repo.ts';

/**
 * The admin team on the user table (auth owns it; decision 037): staff invitations and revokes
 * change a role through these, on the caller's transaction.
 */

export interface TeamMember {
  id: string;
  email: string;
  name: string;
  role: TeamRole;
  /** When the account was created; the role has no date of its own. */
  since: Date;
  /** The latest request of any of their sessions (admin requests write it every few minutes). */
  lastActiveAt: Date | null;
}

export async function listTeam(db: Db): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      since: user.createdAt,
      lastActiveAt: max(session.updatedAt),
    })
    .from(user)
    .leftJoin(session, eq(session.userId, user.id))
    .where(inArray(user.role, [...TEAM_ROLES]))
    .groupBy(user.id)
    .orderBy(desc(sql`${user.role} = ${ROLES.admin}`), user.email);
  return rows.map((row) => ({ ...row, role: row.role as TeamRole }));
}

/** A verified account by email, with its role (to accept an invitation into it). */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, role: user.role, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  return row;
}

/**
 * Locks the team's rows and answers them (id, role; the language for a removed member's mail), so two revokes
 * cannot both pass the "not the last admin" check.
 */
export async function lockTeam(tx: Db) {
  return tx
    .select({ id: user.id, email: user.email, name: user.name, role: user.role, language: user.language })
    .from(user)
    .where(inArray(user.role, [...TEAM_ROLES]))
    .for('update');
}

export async function setRole(tx: Db, userId: string, role: TeamRole): Promise<void> {
  await tx.update(user).set({ role }).where(eq(user.id, userId));
}

/** Back to a customer account; every session ends at once (sessions are read on every request). */
export async function removeFromTeam(tx: Db, userId: string): Promise<number> {
  await tx
    .update(user)
    .set({ role: ROLES.customer })
    .where(and(eq(user.id, userId), inArray(user.role, [...TEAM_ROLES])));
  return deleteOtherSessions(tx, userId, undefined);
}
