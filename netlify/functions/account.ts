/**
 * DELETE /api/account: the signed-in caller deletes their own account. The
 * caller is identified only by their access token, checked with the auth
 * server; the service-role key stays here.
 */
import type { Config } from '@netlify/functions';
import { audit, ConfigurationError, deleteAccountData, userForToken } from './_shared/admin';
import { bearerToken, json, problem } from './_shared/http';

export default async (request: Request): Promise<Response> => {
  if (request.method !== 'DELETE') return problem(405, 'Use DELETE to delete your account', { allow: 'DELETE' });
  const token = bearerToken(request);
  if (!token) return problem(401, 'Sign in to delete your account');
  try {
    const user = await userForToken(token);
    if (!user) return problem(401, 'Your session has expired; sign in again');
    await deleteAccountData(user.id);
    await audit(user, { action: 'account.delete', targetType: 'user', targetId: user.id });
    return json(200, { deleted: true });
  } catch (error) {
    console.error('account deletion failed', error);
    if (error instanceof ConfigurationError) return problem(500, 'Account deletion is not available right now');
    return problem(500, 'Failed to delete account');
  }
};

export const config: Config = { path: '/api/account' };
