// The one notification mechanism (spec §2.1 and §3 "Notification"): title, message, optional second
// message, type, and a close button.
import { useId, useState } from "react";
import { useLocation } from "react-router";
import type { Notification } from "~/domain/notifications";

export function NotificationBanner({ notification, className }: { notification: Notification | null; className?: string }) {
  const location = useLocation();
  // Closing hides this notification only; a new one shows again.
  const [closedOne, setClosedOne] = useState<Notification | null>(null);
  const titleId = useId();
  if (!notification || closedOne === notification) return null;
  const isError = notification.type === "error";
  return (
    <div
      className={`notification notification-${notification.type} ${className ?? ""}`}
      role={isError ? "alert" : "status"}
      aria-labelledby={titleId}
    >
      <div className="notification-body">
        <p className="notification-title" id={titleId}>
          {notification.title}
        </p>
        <p>{notification.message}</p>
        {notification.message2 ? <p>{notification.message2}</p> : null}
      </div>
      {/* Without JavaScript the close link reloads the page, which no longer carries the one-shot notice. */}
      <a
        className="notification-close"
        href={location.pathname + location.search}
        aria-label="Close notification"
        onClick={(event) => {
          event.preventDefault();
          setClosedOne(notification);
        }}
      >
        <span aria-hidden="true">×</span>
      </a>
    </div>
  );
}
