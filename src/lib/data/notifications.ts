/** Notification calls (spec §7) and their realtime feed. */
import { getClient } from './client';
import type { Tables } from '../database.types';
import { fail } from './errors';

export type Notification = Tables<'notifications'>;

const PAGE_SIZE = 50;

/** The newest notifications, for the bell's list; the unread total comes from countUnreadNotifications. */
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

/** How many of the user's notifications are unread, counted by the server (one count-only request). */
export async function countUnreadNotifications(userId: string): Promise<number> {
  const supabase = await getClient();
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .eq('read', false);
  if (error) fail('countUnreadNotifications', error);
  return count ?? 0;
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

/**
 * Call `onChange` for every new or updated notification of the user (a repeated
 * event updates the unread notification it belongs to) and `onLive` once the
 * feed is live (what arrived before that has to be read again); returns the
 * unsubscribe.
 */
export async function subscribeToNotifications(
  userId: string,
  onChange: (notification: Notification) => void,
  onLive: () => void,
): Promise<() => void> {
  const supabase = await getClient();
  const filter = `user_id=eq.${userId}`;
  const channel = supabase
    .channel(`notifications:${userId}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter }, (payload) => {
      onChange(payload.new as Notification);
    })
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'notifications', filter }, (payload) => {
      onChange(payload.new as Notification);
    })
    .subscribe((status) => {
      // Compared as text: the enum lives in supabase-js, which this module loads lazily.
      const state: string = status;
      if (state === 'SUBSCRIBED') onLive();
    });
  return () => {
    void supabase.removeChannel(channel);
  };
}
