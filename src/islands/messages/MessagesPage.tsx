import { useCallback, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { messageOf } from '../../lib/data/errors';
import {
  listConversations,
  listMessages,
  sendMessage,
  subscribeToMessages,
  type ConversationSummary,
  type Message,
} from '../../lib/data/messages';
import { filterByBox, messagesHref, parseBox, reconcile, type MessageBox } from '../../lib/domain/messages';
import { readConversation } from '../../stores/messages';
import { toast } from '../../stores/toasts';
import ConversationList from './ConversationList';
import { ChatIcon } from '../ui/icons';
import MessageThread, { type ThreadMessage } from './MessageThread';
import { PageError, PageLoading } from '../ui/PageStatus';
import { useSignedInUser } from '../account/useSignedInUser';

type ListState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: ConversationSummary[] };

interface Thread {
  conversationId: string;
  messages: ThreadMessage[];
  /** The other person's last message when the thread loaded ('' for none): later ones arrived live. */
  loadedLastId: string;
}

interface Address {
  id: string | null;
  box: MessageBox;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Several changes in a row (a message and its conversation update) refresh the list once. */
const LIST_REFRESH_DELAY_MS = 150;

function readAddress(): Address {
  const params = new URLSearchParams(window.location.search);
  return { id: params.get('id'), box: parseBox(params.get('box')) };
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
  };
}
const pageVisible = () => document.visibilityState === 'visible';

function EmptyPane({ title, text, action }: { title: string; text: string; action?: React.ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-12 text-center">
      <ChatIcon className="size-12 text-line-strong" />
      <h2 className="mt-3 text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-1 max-w-sm text-sm text-ink-muted">{text}</p>
      {action}
    </div>
  );
}

/**
 * /messages: the conversation list beside the open thread (one or the other
 * on phones), kept live by Realtime. ?id= opens a conversation, ?box= filters.
 */
export default function MessagesPage() {
  const user = useSignedInUser();
  const userId = user?.id ?? null;
  // Rendered only in the browser (client:only), so the address is known from the start.
  const [address, setAddress] = useState(readAddress);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [thread, setThread] = useState<Thread | null>(null);
  const [live, setLive] = useState(false);
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => false);
  const listTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const notifiedFor = useRef<string | null>(null);
  const openId = address.id !== null && UUID.test(address.id) ? address.id : null;

  const loadList = useCallback(() => {
    listConversations().then(
      (items) => {
        setList({ status: 'ready', items });
      },
      (error: unknown) => {
        console.error('Failed to load conversations', error);
        // A failed refresh keeps what is shown; only the first load shows the error.
        setList((current) =>
          current.status === 'ready'
            ? current
            : { status: 'error', message: messageOf(error, 'Failed to load your conversations') },
        );
      },
    );
  }, []);

  const loadThread = useCallback((conversationId: string, me: string) => {
    listMessages(conversationId).then(
      (messages) => {
        setThread((current) => ({
          conversationId,
          // Keep messages still on their way, so a reload never hides them.
          messages: (current?.conversationId === conversationId ? current.messages : [])
            .filter((m) => m.pending)
            .reduce<ThreadMessage[]>((all, m) => reconcile(all, m), messages),
          loadedLastId:
            current?.conversationId === conversationId
              ? current.loadedLastId
              : (messages.findLast((m) => m.sender_id !== me)?.id ?? ''),
        }));
      },
      (error: unknown) => {
        console.error('Failed to load messages', error);
        toast({ title: 'Failed to load messages', description: messageOf(error, ''), variant: 'destructive' });
      },
    );
  }, []);

  const scheduleListRefresh = useCallback(() => {
    clearTimeout(listTimer.current);
    listTimer.current = setTimeout(loadList, LIST_REFRESH_DELAY_MS);
  }, [loadList]);

  useEffect(() => {
    if (userId) loadList();
  }, [userId, loadList]);

  useEffect(() => {
    if (userId && openId) loadThread(openId, userId);
  }, [userId, openId, loadThread]);

  const onFeedMessage = useEffectEvent((message: Message) => {
    setThread((current) =>
      current?.conversationId === message.conversation_id
        ? { ...current, messages: reconcile(current.messages, message) }
        : current,
    );
    scheduleListRefresh();
  });
  const onLive = useEffectEvent(() => {
    setLive(true);
    // Catch up on anything that happened before the feed was live.
    loadList();
    if (openId && userId) loadThread(openId, userId);
  });

  useEffect(() => {
    if (!userId) return undefined;
    let stop: (() => void) | null = null;
    let stopped = false;
    subscribeToMessages(userId, {
      onMessage: (message) => {
        onFeedMessage(message);
      },
      onConversation: scheduleListRefresh,
      onLive: () => {
        onLive();
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
      clearTimeout(listTimer.current);
      stop?.();
    };
  }, [userId, scheduleListRefresh]);

  useEffect(() => {
    const onPop = () => {
      setAddress(readAddress());
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  // Reading the open thread: the other person's messages get their receipt, the bell its read marks.
  const threadReady = thread !== null && thread.conversationId === openId;
  const unreadHere = threadReady
    ? thread.messages.filter((m) => m.sender_id !== userId && m.read_at === null).length
    : 0;
  useEffect(() => {
    if (!userId || !openId || !threadReady || !visible) return;
    if (unreadHere === 0 && notifiedFor.current === openId) return;
    notifiedFor.current = openId;
    void readConversation(userId, openId).then((read) => {
      setThread((current) =>
        current?.conversationId === openId
          ? { ...current, messages: read.reduce((all, m) => reconcile(all, m), current.messages) }
          : current,
      );
      setList((current) =>
        current.status === 'ready'
          ? { ...current, items: current.items.map((c) => (c.id === openId ? { ...c, unreadCount: 0 } : c)) }
          : current,
      );
    });
  }, [userId, openId, threadReady, unreadHere, visible]);

  const navigate = (box: MessageBox, id: string | null) => {
    window.history.pushState(null, '', messagesHref(box, id));
    setAddress({ box, id });
  };

  if (!userId || list.status === 'loading') {
    return <PageLoading label="Loading your messages…" />;
  }
  if (list.status === 'error') return <PageError message={list.message} />;

  const send = async (conversationId: string, body: string): Promise<boolean> => {
    const pending: ThreadMessage = {
      id: `pending-${crypto.randomUUID()}`,
      conversation_id: conversationId,
      sender_id: userId,
      body,
      created_at: new Date().toISOString(),
      read_at: null,
      pending: true,
    };
    const update = (change: (messages: ThreadMessage[]) => ThreadMessage[]) => {
      setThread((current) =>
        current?.conversationId === conversationId ? { ...current, messages: change(current.messages) } : current,
      );
    };
    update((messages) => [...messages, pending]);
    try {
      const saved = await sendMessage(conversationId, userId, body);
      update((messages) => reconcile(messages, saved));
      scheduleListRefresh();
      return true;
    } catch (error) {
      update((messages) => messages.filter((m) => m.id !== pending.id));
      toast({ title: 'Message not sent', description: messageOf(error, 'Please try again'), variant: 'destructive' });
      return false;
    }
  };

  const items = filterByBox(list.items, address.box);
  const selected = address.id === null ? null : (list.items.find((c) => c.id === address.id) ?? null);
  const open = address.id !== null;

  let pane: React.ReactNode;
  if (!open) {
    pane = <EmptyPane title="No conversation selected" text="Choose a conversation from the list to read and reply." />;
  } else if (!selected) {
    pane = (
      <EmptyPane
        title="Conversation not found"
        text="This conversation does not exist, or you are not part of it."
        action={
          <a
            href={messagesHref(address.box, null)}
            className="btn btn-outline mt-5"
            onClick={(event) => {
              event.preventDefault();
              navigate(address.box, null);
            }}
          >
            Back to messages
          </a>
        }
      />
    );
  } else {
    pane = (
      <MessageThread
        key={selected.id}
        conversation={selected}
        userId={userId}
        messages={threadReady ? thread.messages : null}
        loadedLastId={threadReady ? thread.loadedLastId : null}
        onBack={() => {
          navigate(address.box, null);
        }}
        onSend={(body) => send(selected.id, body)}
      />
    );
  }

  return (
    <div
      className="flex h-[calc(100dvh-9rem)] min-h-[26rem] overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line"
      data-live={live ? 'ready' : 'connecting'}
    >
      <div
        className={`min-h-0 w-full flex-col border-line md:flex md:w-80 md:shrink-0 md:border-r lg:w-96 ${open ? 'hidden' : 'flex'}`}
      >
        <ConversationList
          items={items}
          hasAny={list.items.length > 0}
          box={address.box}
          selectedId={address.id}
          userId={userId}
          onNavigate={navigate}
        />
      </div>
      <div className={`min-h-0 min-w-0 flex-1 flex-col ${open ? 'flex' : 'hidden md:flex'}`}>{pane}</div>
    </div>
  );
}
