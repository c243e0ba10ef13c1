import { z } from './zod';

export const NotificationType = z.enum(['message', 'alert', 'other', 'info']);

export const Notification = z.object({
  id: z.number().int(),
  type: NotificationType,
  title: z.string(),
  body: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = z.object({ data: z.array(Notification) });
export const UnreadCount = z.object({ data: z.object({ count: z.number().int() }) });
export const NotificationListQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
