/** TanStack Query keys of the chat feature, in one place so updates and invalidations match. */
export const chatKeys = {
  all: ['chats'] as const,
  list: () => ['chats', 'list'] as const,
  messages: (chatId: string) => ['chats', chatId, 'messages'] as const,
};
