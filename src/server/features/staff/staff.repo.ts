import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TeamRole } from '#shared/constants/roles.ts';
import type { Db } from '../../db/client.ts';
import { staffInvitations, user } from '../../db/schema/index.ts';

export type InvitationRow = typeof staffInvitations.$inferSelect;

/** Open (not accepted) invitations, oldest first, with who sent them. */
export function openInvitations(db: Db) {
  return db
    .select({ invitation: staffInvitations, invitedByEmail: user.email })
    .from(staffInvitations)
    .leftJoin(user, eq(user.id, staffInvitations.invitedBy))
    .where(isNull(staffInvitations.acceptedAt))
    .orderBy(asc(staffInvitations.createdAt));
}

/** A new invitation for the email replaces an open one (one link per person at a time). */
export async function replaceInvitation(
  tx: Db,
  row: { email: string; role: TeamRole; tokenHash: string; invitedBy: string; expiresAt: Date; now: Date },
): Promise<InvitationRow> {
  await tx
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.email, row.email), isNull(staffInvitations.acceptedAt)));
  const [created] = await tx
    .insert(staffInvitations)
    .values({
      email: row.email,
      role: row.role,
      tokenHash: row.tokenHash,
      invitedBy: row.invitedBy,
      createdAt: row.now,
      sentAt: row.now,
      expiresAt: row.expiresAt,
    })
    .returning();
  return created!;
}

export async function findOpenInvitation(db: Db, id: string, lock = false) {
  const query = db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findByTokenHash(db: Db, tokenHash: string, lock = false) {
  const query = db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function renewInvitation(tx: Db, id: string, tokenHash: string, now: Date, expiresAt: Date) {
  const [row] = await tx
    .update(staffInvitations)
    .set({ tokenHash, sentAt: now, expiresAt })
    .where(eq(staffInvitations.id, id))
    .returning();
  return row!;
}

export async function deleteInvitation(tx: Db, id: string): Promise<void> {
  await tx.delete(staffInvitations).where(eq(staffInvitations.id, id));
}

export async function markAccepted(tx: Db, id: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(staffInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(staffInvitations.id, id));
}
