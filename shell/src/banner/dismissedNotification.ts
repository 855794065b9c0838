import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface DismissedNotificationState {
  /** The notification the visitor dismissed (see notificationKey), remembered across visits. */
  dismissedKey: string | null;
  dismiss: (key: string) => void;
}

/** Identifies one version of a notification: an edited or a new one shows again after a dismissal. */
export const notificationKey = ({ id, attributes }: { id: number; attributes: { updatedAt: string } }) => `${id}@${attributes.updatedAt}`;

export const DISMISSED_NOTIFICATION_STORAGE_KEY = 'gpa:dismissed-notification';

export const useDismissedNotification = create<DismissedNotificationState>()(
  persist(
    (set) => ({
      dismissedKey: null,
      dismiss: (dismissedKey) => set({ dismissedKey }),
    }),
    { name: DISMISSED_NOTIFICATION_STORAGE_KEY, partialize: ({ dismissedKey }) => ({ dismissedKey }) },
  ),
);
