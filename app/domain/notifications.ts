// Every notification the spec names, in one catalogue, shown through the one banner mechanism (§2.1).

export type NotificationType = "success" | "error" | "info";

export type Notification = {
  title: string;
  message: string;
  /** The optional second message (the spec's message1/message2 field). */
  message2?: string;
  type: NotificationType;
};

export const NOTIFICATIONS = {
  consentSaved: {
    title: "Cookie consent settings saved",
    message: "Your settings for cookie consent have been updated",
    type: "success",
  },
  newsletterInvalid: {
    title: "Missing fields",
    message: "Please fill in the email",
    type: "error",
  },
  newsletterThanks: {
    title: "You're subscribed",
    message: "Thank you for providing your information. We will reach out soon.",
    type: "success",
  },
  newsletterRateLimited: {
    title: "Too many attempts",
    message: "Please wait a few minutes before you try again.",
    type: "error",
  },
  signedOut: {
    title: "You’re signed out",
    message: "See you in class soon.",
    type: "info",
  },
  accountDeleted: {
    title: "Your account is deleted",
    message: "Your personal details are gone. Paid orders are kept, without your name, for the school’s accounts.",
    type: "success",
  },
} as const satisfies Record<string, Notification>;

export type NotificationKey = keyof typeof NOTIFICATIONS;

export function isNotificationKey(value: unknown): value is NotificationKey {
  return typeof value === "string" && Object.hasOwn(NOTIFICATIONS, value);
}
