/**
 * The messages page's state: the conversation list, the open thread and
 * whether the Realtime feed is live, with the actions that load, follow,
 * send and read them. The page subscribes and renders; everything that
 * talks to the server, and keeps optimistic messages honest, lives here.
 */
import { atom } from 'nanostores';
import { messageOf } from '../lib/data/errors';
import {
  listConversations,
  listMessages,
  sendMessage,
  subscribeToMessages,
  type ChatMessage,
  type ConversationSummary,
} from '../lib/data/messages';
import { reconcile } from '../lib/domain/messages';
import { readConversation } from './messages';
import { toast } from './toasts';
import { phrase } from '../i18n/active';
import { INBOX_TOASTS_EN } from '../i18n/messages/buyerToasts';

/** A message as the thread holds it: pending until the server confirms it. */
export type ThreadMessage = ChatMessage & { pending?: boolean };

export type ConversationListState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: ConversationSummary[] };

export interface Thread {
  conversationId: string;
  messages: ThreadMessage[];
  /** The other person's last message when the thread loaded ('' for none): later ones arrived live. */
  loadedLastId: string;
}

export const $conversations = atom<ConversationListState>({ status: 'loading' });
export const $thread = atom<Thread | null>(null);
export const $messagesLive = atom<boolean>(false);

/** Several changes in a row (a message and its conversation update) refresh the list once. */
const LIST_REFRESH_DELAY_MS = 150;
let listTimer: ReturnType<typeof setTimeout> | undefined;
/** The conversation the page shows, for catching up when the feed goes live. */
let shown: { id: string; me: string } | null = null;

export function loadConversations(): void {
  listConversations().then(
    (items) => {
      $conversations.set({ status: 'ready', items });
    },
    (error: unknown) => {
      console.error('Failed to load conversations', error);
      // A failed refresh keeps what is shown; only the first load shows the error.
      if ($conversations.get().status !== 'ready')
        $conversations.set({
          status: 'error',
          message: messageOf(error, phrase(INBOX_TOASTS_EN, 'inbox.toast.loadFailed')),
        });
    },
  );
}

export function refreshConversationsSoon(): void {
  clearTimeout(listTimer);
  listTimer = setTimeout(loadConversations, LIST_REFRESH_DELAY_MS);
}

function updateThread(conversationId: string, change: (messages: ThreadMessage[]) => ThreadMessage[]): void {
  const current = $thread.get();
  if (current?.conversationId === conversationId) $thread.set({ ...current, messages: change(current.messages) });
}

export function loadThread(conversationId: string, me: string): void {
  shown = { id: conversationId, me };
  listMessages(conversationId).then(
    (messages) => {
      const current = $thread.get();
      const same = current?.conversationId === conversationId;
      $thread.set({
        conversationId,
        // Keep messages still on their way, so a reload never hides them.
        messages: (same ? current.messages : [])
          .filter((m) => m.pending)
          .reduce<ThreadMessage[]>((all, m) => reconcile(all, m), messages),
        loadedLastId: same ? current.loadedLastId : (messages.findLast((m) => m.sender_id !== me)?.id ?? ''),
      });
    },
    (error: unknown) => {
      console.error('Failed to load messages', error);
      toast({
        title: phrase(INBOX_TOASTS_EN, 'inbox.toast.threadFailed'),
        description: messageOf(error, ''),
        variant: 'destructive',
      });
    },
  );
}

/** Follow the user's conversations over Realtime; returns the stop function. */
export function followConversations(userId: string): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  subscribeToMessages(userId, {
    onMessage: (message) => {
      updateThread(message.conversation_id, (messages) => reconcile(messages, message));
      refreshConversationsSoon();
    },
    onConversation: refreshConversationsSoon,
    onLive: () => {
      $messagesLive.set(true);
      // Catch up on anything that happened before the feed was live.
      loadConversations();
      if (shown) loadThread(shown.id, shown.me);
    },
  }).then(
    (unsubscribe) => {
      if (stopped) unsubscribe();
      else stop = unsubscribe;
    },
    (error: unknown) => {
      console.error('Live messages unavailable', error);
    },
  );
  return () => {
    stopped = true;
    clearTimeout(listTimer);
    stop?.();
  };
}

/** Sends with an optimistic copy; false when it failed (after a toast), so the composer keeps the text. */
export async function sendChatMessage(conversationId: string, userId: string, body: string): Promise<boolean> {
  const pending: ThreadMessage = {
    id: `pending-${crypto.randomUUID()}`,
    conversation_id: conversationId,
    sender_id: userId,
    body,
    created_at: new Date().toISOString(),
    read_at: null,
    risk_categories: [],
    contact_masked: false,
    pending: true,
  };
  updateThread(conversationId, (messages) => [...messages, pending]);
  try {
    const saved = await sendMessage(conversationId, userId, body);
    // Realtime may have brought the server's copy first: the pending one goes either way.
    updateThread(conversationId, (messages) =>
      reconcile(
        messages.filter((m) => m.id !== pending.id),
        saved,
      ),
    );
    refreshConversationsSoon();
    return true;
  } catch (error) {
    updateThread(conversationId, (messages) => messages.filter((m) => m.id !== pending.id));
    toast({
      title: phrase(INBOX_TOASTS_EN, 'inbox.toast.notSent'),
      description: messageOf(error, phrase(INBOX_TOASTS_EN, 'inbox.toast.tryAgain')),
      variant: 'destructive',
    });
    return false;
  }
}

/** The user read the open thread: receipts in the thread, no unread badge in the list. */
export async function readThread(userId: string, conversationId: string): Promise<void> {
  const read = await readConversation(userId, conversationId);
  updateThread(conversationId, (messages) => read.reduce((all, m) => reconcile(all, m), messages));
  const list = $conversations.get();
  if (list.status === 'ready')
    $conversations.set({
      ...list,
      items: list.items.map((c) => (c.id === conversationId ? { ...c, unreadCount: 0 } : c)),
    });
}
