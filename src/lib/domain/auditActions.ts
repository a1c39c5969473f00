/**
 * What the audit log records (public.audit_log.action): the moderation
 * functions in supabase/schemas/70_moderation.sql write the first four, the
 * Netlify functions the others (`audit()` takes only these). The moderators'
 * page names each with its `admin.action.{action}` key; a test checks that the
 * schema writes no other.
 */
export const AUDIT_ACTIONS = [
  'listing.hide',
  'listing.restore',
  'report.dismiss',
  'user.remove',
  'account.delete',
  'site.rebuild',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
