import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '#shared/auth/auth.schemas.ts';
import { ROLES, type TeamRole } from '#shared/constants/roles.ts';
import { isLang, type Lang, langPrefix } from '#shared/i18n/translate.ts';
import {
  INVITATION_DAYS,
  type Invitation,
  type InvitationLookup,
  STAFF_MESSAGES as M,
  type StaffOverview,
} from '#shared/staff/staff.schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { TemplateContext } from '../../lib/mailer.ts';
import { isUuid } from '../../lib/uuid.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { findAccountByEmail, listTeam, lockTeam, removeFromTeam, setRole } from '../auth/team.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { staffInvitationEmail, staffRevokedEmail } from '../mail/templates/index.ts';
import {
  deleteInvitation,
  findByTokenHash,
  findOpenInvitation,
  type InvitationRow,
  markAccepted,
  openInvitations,
  renewInvitation,
  replaceInvitation,
} from './staff.repo.ts';

export type StaffMailer = Pick<MailService, 'enqueue' | 'templateContext' | 'nudge'>;

const DAY_MS = 24 * 60 * 60_000;

/** The invitation page's address; the token in the query (logs keep query names, never values). */
export const INVITATION_PATH = '/staff-invitation';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The admin team (decision 037): invitations by a mailed single-use link (kept hashed, 7 days), the
 * team list, and revoking (role gone, every session ended at once).
 */
export class StaffService {
  constructor(private readonly deps: { db: Db; mail: StaffMailer; now: () => Date }) {}

  async overview(me: SessionUser): Promise<StaffOverview> {
    const { db, now } = this.deps;
    const [members, invitations] = await Promise.all([listTeam(db), openInvitations(db)]);
    const at = now();
    return {
      members: members.map((m) => ({
        ...m,
        since: m.since.toISOString(),
        lastActiveAt: m.lastActiveAt ? new Date(m.lastActiveAt).toISOString() : null,
        isYou: m.id === me.id,
      })),
      invitations: invitations.map(({ invitation, invitedByEmail }) =>
        toInvitation(invitation, invitedByEmail, at),
      ),
    };
  }

  /** `lang`: the language of the admin's page, which the invitation mail speaks (decision 035). */
  async invite(me: SessionUser, input: { email: string; role: TeamRole }, lang: Lang): Promise<void> {
    const { db, now } = this.deps;
    const existing = await findAccountByEmail(db, input.email);
    if (existing && (existing.role === ROLES.admin || existing.role === ROLES.staff)) {
      throw new AppError('CONFLICT', M.alreadyOnTeam, undefined);
    }
    const at = now();
    await this.withMail(async (tx, mail) => {
      const token = randomBytes(32).toString('base64url');
      await replaceInvitation(tx, {
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: me.id,
        expiresAt: new Date(at.getTime() + INVITATION_DAYS * DAY_MS),
        now: at,
      });
      await this.mailInvitation(tx, mail, me, { to: input.email, role: input.role, token, lang });
    });
  }

  /** A new link (the old one stops working) and a new week. */
  async resend(me: SessionUser, id: string, lang: Lang): Promise<void> {
    const at = this.deps.now();
    await this.withMail(async (tx, mail) => {
      const row = await this.openOr404(tx, id, true);
      const token = randomBytes(32).toString('base64url');
      await renewInvitation(
        tx,
        row.id,
        hashToken(token),
        at,
        new Date(at.getTime() + INVITATION_DAYS * DAY_MS),
      );
      await this.mailInvitation(tx, mail, me, { to: row.email, role: row.role, token, lang });
    });
  }

  async cancel(id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const row = await this.openOr404(tx, id, true);
      await deleteInvitation(tx, row.id);
    });
  }

  /** The role goes and every session of theirs ends; never yourself, never the last admin. */
  async revoke(me: SessionUser, userId: string): Promise<void> {
    if (userId === me.id) throw new AppError('CONFLICT', M.notYourself);
    await this.withMail(async (tx, { settings, publicUrl }) => {
      const team = await lockTeam(tx);
      const member = team.find((m) => m.id === userId);
      if (!member) throw new AppError('NOT_FOUND', M.memberNotFound);
      const admins = team.filter((m) => m.role === ROLES.admin).length;
      if (member.role === ROLES.admin && admins <= 1) throw new AppError('CONFLICT', M.lastAdmin);
      await removeFromTeam(tx, member.id);
      // In the language the member chose on their profile (decision 035), as their account's mails are.
      const lang = isLang(member.language) ? member.language : undefined;
      await this.deps.mail.enqueue(tx, staffRevokedEmail({ to: member.email, lang }, settings, publicUrl));
    });
  }

  /** For whoever holds the link: whose invitation it is, or why it no longer works. */
  async lookup(token: string): Promise<InvitationLookup> {
    const row = this.usable(await findByTokenHash(this.deps.db, hashToken(token)));
    return { email: row.email, role: row.role };
  }

  /**
   * The signed-in, verified account whose email the invitation names takes the role; the link is spent.
   * Sign-up first when the email has no account (decision 037).
   */
  async accept(me: SessionUser, token: string): Promise<TeamRole> {
    if (!me.emailVerified) throw new AppError('FORBIDDEN', M.notVerified);
    return this.deps.db.transaction(async (tx) => {
      const row = this.usable(await findByTokenHash(tx, hashToken(token), true));
      if (row.email !== me.email.toLowerCase()) throw new AppError('FORBIDDEN', M.wrongAccount);
      await setRole(tx, me.id, row.role);
      await markAccepted(tx, row.id, me.id, this.deps.now());
      await writeAudit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        actorRole: row.role,
        action: 'accept',
        entityType: 'staff/invitations',
        entityId: row.id,
        summary: `joined as ${row.role}`,
        changes: { role: { from: me.role, to: row.role } },
      });
      return row.role;
    });
  }

  private usable(row: InvitationRow | undefined): InvitationRow {
    if (!row) throw new AppError('NOT_FOUND', M.linkInvalid);
    if (row.acceptedAt) throw new AppError('CONFLICT', M.linkUsed);
    if (row.expiresAt.getTime() <= this.deps.now().getTime()) throw new AppError('CONFLICT', M.linkExpired);
    return row;
  }

  private async openOr404(tx: Db, id: string, lock: boolean): Promise<InvitationRow> {
    const row = isUuid(id) ? await findOpenInvitation(tx, id, lock) : undefined;
    if (!row) throw new AppError('NOT_FOUND', M.invitationNotFound);
    return row;
  }

  private async mailInvitation(
    tx: Db,
    { settings, publicUrl }: TemplateContext,
    me: SessionUser,
    { to, role, token, lang }: { to: string; role: TeamRole; token: string; lang: Lang },
  ) {
    const path = `${langPrefix(lang)}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
    const link = new URL(path, publicUrl).toString();
    await this.deps.mail.enqueue(
      tx,
      staffInvitationEmail({ to, role, link, invitedBy: me.name || me.email, lang }, settings, publicUrl),
    );
  }

  /** The template context is read first: on PGlite nothing may use `db` inside the transaction. */
  private async withMail(fn: (tx: Db, context: TemplateContext) => Promise<void>): Promise<void> {
    const context = await this.deps.mail.templateContext();
    await this.deps.db.transaction((tx) => fn(tx, context));
    this.deps.mail.nudge();
  }
}

function toInvitation(row: InvitationRow, invitedByEmail: string | null, at: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedByEmail,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= at.getTime(),
  };
}

/** Privacy (decision 034): invitations are addressed to an email, and kept. */
export const staffPersonalData = {
  owner: 'staff',
  tables: ['staff_invitations'],
  kept: "the team's invitations (decision 037): sent by an admin to a team member's email, not the shop's customers",
};
