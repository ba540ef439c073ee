import { z } from 'zod';
import { emailSchema } from '../auth/auth.schemas.ts';
import { ROLES } from '../constants/roles.ts';

/** Days an invitation link stays valid (decision 037). */
export const INVITATION_DAYS = 7;

export const STAFF_MESSAGES = {
  invited: 'Invitation sent.',
  resent: 'Invitation sent again, with a new link.',
  cancelled: 'Invitation cancelled.',
  revoked: 'Access removed. They have been signed out everywhere.',
  accepted: 'Welcome to the team. Turn on two-factor sign-in to open the admin.',
  roleRequired: 'Choose Admin or Staff.',
  alreadyOnTeam: 'This person is already on the team.',
  invitationNotFound: 'This invitation was not found.',
  linkInvalid: 'This invitation link is not valid. Please ask for a new one.',
  linkExpired: 'This invitation has expired. Please ask for a new one.',
  linkUsed: 'This invitation has already been used.',
  wrongAccount: 'This invitation is for another email. Sign in with the email it was sent to.',
  notVerified: 'Please verify your email first.',
  memberNotFound: 'This person is not on the team.',
  notYourself: 'You cannot remove your own access. Ask another admin.',
  lastAdmin: 'The shop needs at least one admin. Invite another admin first.',
} as const;

export const teamRoleSchema = z.enum([ROLES.admin, ROLES.staff], { error: STAFF_MESSAGES.roleRequired });

export const inviteInputSchema = z.object({ email: emailSchema, role: teamRoleSchema });
export type InviteInput = z.input<typeof inviteInputSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  invitedByEmail: z.string().nullable(),
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
});
export type Invitation = z.output<typeof invitationSchema>;

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: teamRoleSchema,
  since: z.iso.datetime(),
  lastActiveAt: z.iso.datetime().nullable(),
  isYou: z.boolean(),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const staffOverviewSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
});
export type StaffOverview = z.output<typeof staffOverviewSchema>;

export const staffMessageSchema = z.object({ message: z.string() });

export const invitationTokenSchema = z.object({
  token: z.string({ error: STAFF_MESSAGES.linkInvalid }).min(1, STAFF_MESSAGES.linkInvalid).max(200),
});

/** What the invitation page shows to whoever holds the link. */
export const invitationLookupSchema = z.object({ email: z.string(), role: teamRoleSchema });
export type InvitationLookup = z.output<typeof invitationLookupSchema>;

export const ROLE_LABELS = { admin: 'Admin', staff: 'Staff' } as const;
