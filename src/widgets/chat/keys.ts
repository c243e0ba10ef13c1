/** The chat's query keys, named in one place (invalidated after mutations and pushes). */
export const chatKeys = {
  all: ['chat'] as const,
  contactLists: ['chat', 'contacts'] as const,
  contacts: (pageSize: number, q: string) => ['chat', 'contacts', pageSize, q] as const,
  conversation: (otherId: number) => ['chat', 'conversation', otherId] as const,
  presence: (otherId: number) => ['chat', 'presence', otherId] as const,
};
