import { z } from "zod";

export const notificationQuery = z.object({ type: z.string().max(50).optional() });
export const notificationIdQuery = z.object({ id: z.uuid("Unknown notification") });

export type NotificationDto = { id: string; type: string; message: string; data: Record<string, unknown> | null; created_at: string };
