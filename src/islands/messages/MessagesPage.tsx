import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { filterByBox, messagesHref, parseBox, type MessageBox } from '../../lib/domain/messages';
import {
  $conversations,
  $messagesLive,
  $thread,
  followConversations,
  loadConversations,
  loadThread,
  readThread,
  sendChatMessage,
} from '../../stores/conversations';
import ConversationList from './ConversationList';
import { ChatIcon } from '../ui/icons';
import MessageThread from './MessageThread';
import { PageError, PageLoading } from '../ui/PageStatus';
import { useSignedInUser } from '../account/useSignedInUser';
import { SayProvider } from '../ui/say';
import type { InboxStrings } from './inboxStrings';

interface Address {
  id: string | null;
  box: MessageBox;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
 * `say`: the inbox's words in the page's language (INBOX_KEYS).
 */
export default function MessagesPage({ say }: { say: InboxStrings }) {
  return (
    <SayProvider say={say}>
      <Inbox say={say} />
    </SayProvider>
  );
}

function Inbox({ say }: { say: InboxStrings }) {
  const user = useSignedInUser();
  const userId = user?.id ?? null;
  // Rendered only in the browser (client:only), so the address is known from the start.
  const [address, setAddress] = useState(readAddress);
  const list = useStore($conversations);
  const thread = useStore($thread);
  const live = useStore($messagesLive);
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => false);
  const notifiedFor = useRef<string | null>(null);
  const openId = address.id !== null && UUID.test(address.id) ? address.id : null;

  useEffect(() => {
    if (!userId) return undefined;
    loadConversations();
    return followConversations(userId);
  }, [userId]);

  useEffect(() => {
    if (userId && openId) loadThread(openId, userId);
  }, [userId, openId]);

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
    void readThread(userId, openId);
  }, [userId, openId, threadReady, unreadHere, visible]);

  const navigate = (box: MessageBox, id: string | null) => {
    window.history.pushState(null, '', messagesHref(box, id, say.locale));
    setAddress({ box, id });
  };

  if (!userId || list.status === 'loading') {
    return <PageLoading label={say['inbox.loading']} />;
  }
  if (list.status === 'error') return <PageError message={list.message} />;

  const items = filterByBox(list.items, address.box);
  const selected = address.id === null ? null : (list.items.find((c) => c.id === address.id) ?? null);
  const open = address.id !== null;

  let pane: React.ReactNode;
  if (!open) {
    pane = <EmptyPane title={say['inbox.nothingOpen']} text={say['inbox.nothingOpenHint']} />;
  } else if (!selected) {
    pane = (
      <EmptyPane
        title={say['inbox.notFound']}
        text={say['inbox.notFoundHint']}
        action={
          <a
            href={messagesHref(address.box, null, say.locale)}
            className="btn btn-outline mt-5"
            onClick={(event) => {
              event.preventDefault();
              navigate(address.box, null);
            }}
          >
            {say['inbox.backToMessages']}
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
        onSend={(body) => sendChatMessage(selected.id, userId, body)}
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
