// Visitors from these addresses are left out of analytics. Addresses are from the documentation
// ranges (RFC 5737 and RFC 3849), standing in for the real office and VPN addresses.
import { entry } from "~/content/build";

export const blockedIps = entry({
  id: "blocked-ips",
  contentType: "blockedIps",
  createdAt: "2025-01-06T09:00:00.000Z",
  fields: {
    title: "Addresses excluded from analytics (school offices and staff VPN)",
    blocked: ["203.0.113.24", "203.0.113.87", "198.51.100.42", "2001:db8:4a1c::12"],
  },
});
