// The "trusted by" logo strip. All organisations are fictional; their logos are original wordmarks.
import { assetLink, entry } from "~/content/build";

function organization(slug: string, name: string, createdAt: string) {
  return entry({
    id: `org-${slug}`,
    contentType: "trustedOrganization",
    createdAt,
    fields: { name, logo: assetLink(`img-logo-${slug}`) },
  });
}

export const trustedOrganizations = [
  organization("alder-creek", "Alder Creek School District", "2025-01-13T09:00:00.000Z"),
  organization("maple-hollow", "Maple Hollow Public Schools", "2025-01-13T09:05:00.000Z"),
  organization("amberfield", "Amberfield International School", "2025-01-13T09:10:00.000Z"),
  organization("calder-ridge", "Calder Ridge University", "2025-01-13T09:15:00.000Z"),
  organization("sagebrook", "Sagebrook Community College", "2025-01-13T09:20:00.000Z"),
  organization("willowmere", "Willowmere Health", "2025-01-13T09:25:00.000Z"),
  organization("tidewell", "Tidewell Medical Group", "2025-01-13T09:30:00.000Z"),
  organization("camino-abierto", "Camino Abierto Community Alliance", "2025-01-13T09:35:00.000Z"),
  organization("casa-girasol", "Casa Girasol Family Center", "2025-01-13T09:40:00.000Z"),
  organization("kestrel", "Kestrel Freight & Logistics", "2025-01-13T09:45:00.000Z"),
  organization("bluefern", "Bluefern Insurance Group", "2025-01-13T09:50:00.000Z"),
  organization("quillon", "Quillon Software", "2025-01-13T09:55:00.000Z"),
];
