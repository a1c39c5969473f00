import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../lib/data/messages';

const sendMessage = vi.fn<(conversationId: string, senderId: string, body: string) => Promise<ChatMessage>>();
vi.mock('../lib/data/messages', () => ({
  sendMessage,
  listConversations: vi.fn(() => Promise.resolve([])),
  listMessages: vi.fn(() => Promise.resolve([])),
  subscribeToMessages: vi.fn(),
}));
vi.mock('./messages', () => ({ readConversation: vi.fn(() => Promise.resolve([])) }));

const { $thread, sendChatMessage } = await import('./conversations.ts');
const { $toasts } = await import('./toasts.ts');

const CONVERSATION = 'c1';
const ME = 'me';

function saved(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'srv-1',
    conversation_id: CONVERSATION,
    sender_id: ME,
    body: 'Call me on [phone number hidden]',
    created_at: '2026-11-23T10:00:00Z',
    read_at: null,
    risk_categories: ['phone'],
    contact_masked: true,
    original: 'Call me on 0176 12345678',
    ...overrides,
  };
}

describe('sendChatMessage', () => {
  beforeEach(() => {
    $thread.set({ conversationId: CONVERSATION, messages: [], loadedLastId: '' });
    sendMessage.mockReset();
  });

  it('shows the message at once, then the server’s copy with the sender’s own text', async () => {
    let release: (message: ChatMessage) => void = () => undefined;
    sendMessage.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const sending = sendChatMessage(CONVERSATION, ME, 'Call me on 0176 12345678');
    expect($thread.get()?.messages).toMatchObject([{ body: 'Call me on 0176 12345678', pending: true }]);
    release(saved());
    expect(await sending).toBe(true);
    expect($thread.get()?.messages).toEqual([saved()]);
  });

  it('keeps one copy when Realtime brought the masked message before the answer', async () => {
    let release: (message: ChatMessage) => void = () => undefined;
    sendMessage.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const sending = sendChatMessage(CONVERSATION, ME, 'Call me on 0176 12345678');
    const thread = $thread.get();
    if (!thread) throw new Error('no thread');
    // Realtime carries the row as stored: no original.
    const fromRealtime: ChatMessage = { ...saved(), original: null };
    const { reconcile } = await import('../lib/domain/messages.ts');
    $thread.set({ ...thread, messages: reconcile(thread.messages, fromRealtime) });
    release(saved());
    await sending;
    expect($thread.get()?.messages).toEqual([saved()]);
  });

  it('takes the message back out and says why when the server refuses it', async () => {
    sendMessage.mockRejectedValue(new Error('New accounts cannot send gift card requests.'));
    expect(await sendChatMessage(CONVERSATION, ME, 'Amazon gift cards?')).toBe(false);
    expect($thread.get()?.messages).toEqual([]);
    expect($toasts.get().at(-1)).toMatchObject({
      title: 'Message not sent',
      description: 'New accounts cannot send gift card requests.',
    });
  });
});
