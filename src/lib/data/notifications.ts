/** Notification calls (spec §7) and their realtime feed. */
import { getClient } from './client';
import type { Tables } from './database.types';
import { fail } from './errors';

export type Notification = Tables<'notifications'>;

const PAGE_SIZE = 50;

export async function listNotifications(userId: string): Promise<Notification[]> {
  const supabase = await getClient();
  const { data, error } = await supabase
    .from('notifications')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(PAGE_SIZE);
  if (error) fail('listNotifications', error);
  return data;
}

export async function markNotificationRead(id: string): Promise<void> {
  const supabase = await getClient();
  const { error } = await supabase.from('notifications').update({ read: true }).eq('id', id);
  if (error) fail('markNotificationRead', error);
}

export async function markAllNotificationsRead(userId: string): Promise<void> {
  const supabase = await getClient();
  const { error } = await supabase.from('notifications').update({ read: true }).eq('user_id', userId).eq('read', false);
  if (error) fail('markAllNotificationsRead', error);
}

/** Call `onInsert` for every new notification of the user; returns the unsubscribe. */
export async function subscribeToNotifications(
  userId: string,
  onInsert: (notification: Notification) => void,
): Promise<() => void> {
  const supabase = await getClient();
  const channel = supabase
    .channel(`notifications:${userId}`)
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` },
      (payload) => {
        onInsert(payload.new as Notification);
      },
    )
    .subscribe();
  return () => {
    void supabase.removeChannel(channel);
  };
}
