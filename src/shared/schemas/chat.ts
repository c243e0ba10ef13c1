import { z } from './zod';

export const ChatContact = z.object({
  id: z.number().int(),
  name: z.string(),
  user: z.string(),
  avatar: z.string().nullable(),
  last_seen: z.string().nullable(),
  unread_count: z.number().int(),
  pinned: z.boolean(),
});
export type ChatContact = z.infer<typeof ChatContact>;

export const Message = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Message = z.infer<typeof Message>;
