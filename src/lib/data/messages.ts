/** Buyer–seller conversations and their messages, with the realtime feed. */
import { getClient } from './client';
import type { Database, Tables } from '../database.types';
import { COLORS } from '../domain/constants';
import { listingGallery } from '../domain/illustrations';
import { isBodyTypeOf } from '../domain/constants';
import { fail } from './errors';
import { photoUrl } from './vehicles';

export type Message = Tables<'messages'>;

/**
 * A message as a thread holds it. `original` is the sender's own text of a
 * message whose contact details the recipient reads masked; only the sender
 * can read it (message_originals), so it is null for everyone else.
 */
export type ChatMessage = Message & { original?: string | null };

type SummaryRow = Database['public']['Functions']['conversation_summaries']['Returns'][number];

/** One row of the conversation list. */
export interface ConversationSummary {
  id: string;
  vehicleId: string;
  vehicleTitle: string;
  vehiclePrice: number;
  vehicleStatus: string;
  /** The listing's picture as its card shows it, or '' when it has none. */
  vehiclePhoto: string;
  /** buyer or seller: the user's side of this conversation. */
  role: 'buyer' | 'seller';
  otherName: string;
  otherIsDealer: boolean;
  createdAt: string;
  lastMessageAt: string | null;
  lastMessageBody: string;
  lastSenderId: string | null;
  unreadCount: number;
}

/**
 * The listing's picture as its card shows it: its first photo, its drawing, or
 * its body type drawn in its colour. The generated types call every function
 * column a non-null string; these can be null.
 */
function listingPicture(row: SummaryRow): string {
  const photo = row.vehicle_photo as string | null;
  const bodyType = row.vehicle_body_type as string | null;
  const type = row.vehicle_type === 'scooter' ? 'scooter' : 'car';
  return (
    listingGallery({
      type,
      bodyType: bodyType !== null && isBodyTypeOf(bodyType, type) ? bodyType : null,
      color: COLORS.find((color) => color === row.vehicle_color) ?? 'Other',
      photos: photo ? [photoUrl(photo)] : [],
      imageUrl: row.vehicle_image_url,
    })[0] ?? ''
  );
}

function toSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    vehicleTitle: row.vehicle_title,
    vehiclePrice: row.vehicle_price,
    vehicleStatus: row.vehicle_status,
    vehiclePhoto: listingPicture(row),
    role: row.role === 'seller' ? 'seller' : 'buyer',
    otherName: row.other_name,
    otherIsDealer: row.other_is_dealer,
    createdAt: row.created_at,
    lastMessageAt: row.last_message_at,
    lastMessageBody: row.last_message_body,
    lastSenderId: row.last_sender_id,
    unreadCount: row.unread_count,
  };
}

/** The signed-in user's conversations, newest activity first. */
export async function listConversations(): Promise<ConversationSummary[]> {
  const supabase = await getClient();
  const { data, error } = await supabase.rpc('conversation_summaries');
  if (error) fail('listConversations', error);
  return data.map(toSummary);
}

const THREAD_LIMIT = 1000;

/** A conversation's messages, oldest first (the latest 1000), with the user's own text of their masked ones. */
export async function listMessages(conversationId: string): Promise<ChatMessage[]> {
  const supabase = await getClient();
  const { data, error } = await supabase
    .from('messages')
    .select('*, original:message_originals(body)')
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: false })
    .limit(THREAD_LIMIT);
  if (error) fail('listMessages', error);
  return data.reverse().map(({ original, ...message }) => ({ ...message, original: original?.body ?? null }));
}

/**
 * Sends a message; the server's copy, which holds the text as the recipient
 * reads it (contact details may be masked) and, then, the sender's own as
 * `original`.
 */
export async function sendMessage(conversationId: string, senderId: string, body: string): Promise<ChatMessage> {
  const supabase = await getClient();
  const { data, error } = await supabase
    .from('messages')
    .insert({ conversation_id: conversationId, sender_id: senderId, body })
    .select('*')
    .single();
  if (error) fail('sendMessage', error);
  // The statement that inserts cannot read the original the database kept beside it: it is the text just sent.
  return { ...data, original: data.contact_masked ? body.trim() : null };
}

/** Read receipts: the other person's unread messages in the conversation become read (the server sets the time). */
export async function markConversationRead(conversationId: string, userId: string): Promise<Message[]> {
  const supabase = await getClient();
  const { data, error } = await supabase
    .from('messages')
    .update({ read_at: new Date().toISOString() })
    .eq('conversation_id', conversationId)
    .neq('sender_id', userId)
    .is('read_at', null)
    .select('*');
  if (error) fail('markConversationRead', error);
  return data;
}

/** The user's message notifications about the conversation become read. */
export async function markConversationNotificationsRead(userId: string, conversationId: string): Promise<void> {
  const supabase = await getClient();
  const { error } = await supabase
    .from('notifications')
    .update({ read: true })
    .eq('user_id', userId)
    .eq('type', 'message')
    .eq('related_id', conversationId)
    .eq('read', false);
  if (error) fail('markConversationNotificationsRead', error);
}

/** The caller's conversation about a listing, started if needed; its id. */
export async function startConversation(vehicleId: string): Promise<string> {
  const supabase = await getClient();
  const { data, error } = await supabase.rpc('start_conversation', { vehicle_id: vehicleId });
  if (error) fail('startConversation', error);
  return data;
}

/** How many messages others sent the user that are still unread (one count-only request). */
export async function countUnreadMessages(userId: string): Promise<number> {
  const supabase = await getClient();
  const { count, error } = await supabase
    .from('messages')
    .select('id', { count: 'exact', head: true })
    .neq('sender_id', userId)
    .is('read_at', null);
  if (error) fail('countUnreadMessages', error);
  return count ?? 0;
}

export interface MessageFeed {
  /** A message was written or read; row-level security limits these to the user's conversations. */
  onMessage: (message: Message, event: 'INSERT' | 'UPDATE') => void;
  /** A conversation started or got a new last message. */
  onConversation: () => void;
  /** The feed is live: anything earlier has to be read again. */
  onLive: () => void;
}

/** Follow the user's conversations and messages; returns the unsubscribe. */
export async function subscribeToMessages(userId: string, feed: MessageFeed): Promise<() => void> {
  const supabase = await getClient();
  const channel = supabase
    .channel(`messages:${userId}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (payload) => {
      feed.onMessage(payload.new as Message, 'INSERT');
    })
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages' }, (payload) => {
      feed.onMessage(payload.new as Message, 'UPDATE');
    })
    .on('postgres_changes', { event: '*', schema: 'public', table: 'conversations' }, () => {
      feed.onConversation();
    })
    .subscribe((status) => {
      // Compared as text: the enum lives in supabase-js, which this module loads lazily.
      const state: string = status;
      if (state === 'SUBSCRIBED') feed.onLive();
    });
  return () => {
    void supabase.removeChannel(channel);
  };
}
