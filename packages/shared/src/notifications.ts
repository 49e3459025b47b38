import { z } from 'zod';

/** Spec 01 §3 Notification. */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_status: z.boolean(),
  link_path: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
});

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
