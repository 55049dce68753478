// The emails of licences given to teachers (plain text; sent through the outbox). The claim link comes
// first in the invitation: it is the one thing the teacher has to do.
import { brand } from "~/config/site";
import { signature } from "./signature";
import { INVITATION_VALID_DAYS } from "~/domain/licence-assignment";
import { formatLongDate } from "~/domain/shop";


export type Invitation = { inviterName: string; organisation: string; title: string; level: string; claimLink: string; expiresAt: Date };

export const licenceEmails = {
  invitation: ({ inviterName, organisation, title, level, claimLink, expiresAt }: Invitation) => ({
    subject: `${organisation} has given you a ${brand.name} license: ${title}`,
    text: `Hola,\n\n${inviterName} at ${organisation} has given you a teacher license for ${title} (${level}) in the ${brand.name} K-12 Spanish curriculum: its units, teacher guide, slides, audio and assessments.\n\nClaim your license here:\n\n${claimLink}\n\nThe link works once, for ${INVITATION_VALID_DAYS} days (until ${formatLongDate(expiresAt)}). You need a ${brand.name} account to claim it: sign in, or create one in a minute — any email address of yours will do. The materials are then in My Products whenever you sign in.\n\nNot expecting this? You can ignore this email: nothing happens unless the link is used. If the link has expired, ask ${inviterName} to send it again.\n\n${signature}`,
  }),
  revoked: (title: string, organisation: string) => ({
    subject: `Your ${brand.name} license for ${title} has ended`,
    text: `Hola,\n\n${organisation} has taken back your teacher license for ${title}, so its materials are no longer in your My Products. This usually happens when a class changes hands.\n\nIf you think this is a mistake, please ask the person at ${organisation} who manages your school’s licenses.\n\n${signature}`,
  }),
};
