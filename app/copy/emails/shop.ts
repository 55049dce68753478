// The shop's emails (plain text; sent through the outbox): card order receipts and the weekly plan's
// messages. The plan's emails never let a charge come as a surprise (issue #10 §3).
import { brand, vendor } from "~/config/site";
import { signature } from "./signature";
import { formatLongDate } from "~/domain/shop";
import { formatUsd } from "~/domain/pricing";


export const shopEmails = {
  receipt: (name: string, orderNumber: string, totalCents: number, receiptLink: string) => ({
    subject: `Your ${brand.name} order ${orderNumber} is paid`,
    text: `Hola ${name},\n\nThank you: we received your card payment of ${formatUsd(totalCents)} for order ${orderNumber}.\n\nYour itemized receipt (PDF): ${receiptLink}\n(sign in to download it; it is also in My Order).\n\nYour curriculum licenses are ready in My Products, one per teacher per level. You can give them to your teachers from there.\n\nQuestions about your order? Reply to this email and mention ${orderNumber}.\n\n${signature}`,
  }),
};

/** A card payment the order didn't need (issue #22 §3–§4): the buyer hears of it at once, and of its refund. */
export const reconciliationEmails = {
  overpayment: (name: string, reference: string, amount: string) => ({
    subject: `We received a second payment for ${reference}: it will be refunded`,
    text: `Hola ${name},\n\nWe received a card payment of ${amount} for ${reference}, which was already paid. Nothing more is owed: our staff will refund ${amount} to the card it came from, and we will email you when the refund is made.\n\nQuestions? Reply to this email and mention ${reference}.\n\n${signature}`,
  }),
  mismatch: (name: string, reference: string, amount: string, expected: string) => ({
    subject: `A card payment for ${reference} needs checking`,
    text: `Hola ${name},\n\nWe received a card payment of ${amount} for ${reference}, but it does not match the order (${expected}), so we have not applied it and the order is unchanged. Our staff will refund it or contact you.\n\nQuestions? Reply to this email and mention ${reference}.\n\n${signature}`,
  }),
  refunded: (name: string, reference: string, amount: string) => ({
    subject: `Refund of ${amount} for ${reference}`,
    text: `Hola ${name},\n\nWe refunded ${amount} for ${reference} to the card it came from. Banks usually show a refund within 5–10 business days.\n\n${signature}`,
  }),
};

export const quoteEmails = {
  approved: (name: string, poNumber: string, invoiceNumber: string, totalCents: number, dueAt: Date, invoiceLink: string, accountLink: string, accountsPayable?: { email: string; sent: boolean }) => ({
    subject: `Purchase Order ${poNumber} approved: invoice ${invoiceNumber}`,
    text: `Hola ${name},\n\nThank you: we approved your Purchase Order ${poNumber}. Your invoice ${invoiceNumber} for ${formatUsd(totalCents)} is due on ${formatLongDate(dueAt)} (net 30).\n\nDownload the invoice as a PDF (sign in first): ${invoiceLink}\n${
      accountsPayable
        ? accountsPayable.sent
          ? `\nWe also sent the invoice to your accounts payable at ${accountsPayable.email}, with a link that needs no account.\n`
          : `\nWe couldn't email your accounts payable at ${accountsPayable.email} just now: please forward them the invoice.\n`
        : ""
    }\nPay by card from My Order, or by bank transfer or check to the details on the invoice, quoting ${invoiceNumber}. Your licenses appear in My Products as soon as the payment is recorded:\n\n${accountLink}\n\n${signature}`,
  }),
  extended: (name: string, quoteNumber: string, validUntil: Date, accountLink: string) => ({
    subject: `Quote ${quoteNumber} is valid until ${formatLongDate(validUntil)}`,
    text: `Hola ${name},\n\nWe have extended your quote ${quoteNumber}: it is now valid until ${formatLongDate(validUntil)}, at the same prices.\n\nTo order, open My Order, choose Accept Quote and add your Purchase Order:\n\n${accountLink}\n\n${signature}`,
  }),
  /** `dueCents`: what is left to pay (the total, less any part payments). */
  invoiceReminder: (name: string, invoiceNumber: string, dueCents: number, dueAt: Date, now: Date, invoiceLink: string, accountLink: string) => {
    const overdue = dueAt.getTime() < now.getTime();
    return {
      subject: overdue ? `Invoice ${invoiceNumber} is overdue` : `Invoice ${invoiceNumber} is due on ${formatLongDate(dueAt)}`,
      text: `Hola ${name},\n\n${overdue ? `Invoice ${invoiceNumber} was due on ${formatLongDate(dueAt)} and ${formatUsd(dueCents)} of it is still to pay.` : `A reminder: invoice ${invoiceNumber} is due on ${formatLongDate(dueAt)}, with ${formatUsd(dueCents)} to pay.`}\n\nDownload the invoice (sign in first): ${invoiceLink}\n\nPay by card from My Order, or by ACH or wire transfer or check to the details on the invoice, quoting ${invoiceNumber}. If you have paid it already, thank you: please reply with the payment's reference so we can match it.\n\n${accountLink}\n\n${signature}`,
    };
  },
  accountsPayableReminder: (organisation: string, invoiceNumber: string, dueCents: number, dueAt: Date, now: Date, link: string) => {
    const overdue = dueAt.getTime() < now.getTime();
    return {
      subject: overdue ? `Overdue: invoice ${invoiceNumber} from ${vendor.legalName}` : `Reminder: invoice ${invoiceNumber} from ${vendor.legalName} is due on ${formatLongDate(dueAt)}`,
      text: `Hello,\n\n${overdue ? `Invoice ${invoiceNumber} for ${organisation} was due on ${formatLongDate(dueAt)}; ${formatUsd(dueCents)} of it is still to pay.` : `Invoice ${invoiceNumber} for ${organisation} is due on ${formatLongDate(dueAt)}, with ${formatUsd(dueCents)} to pay.`}\n\nDownload it (PDF, no account needed): ${link}\n\nPlease reference ${invoiceNumber} with your payment. If it is paid already, thank you: reply with the payment's reference so we can match it.\n\n${vendor.legalName} · ${vendor.email} · ${vendor.phone}`,
    };
  },
  /** To the district's accounts payable named at checkout (issue #26): the invoice by a link needing no account. */
  accountsPayable: (organisation: string, poNumber: string, invoiceNumber: string, totalCents: number, dueAt: Date, link: string, linkDays: number) => ({
    subject: `Invoice ${invoiceNumber} from ${vendor.legalName} for Purchase Order ${poNumber}`,
    text: `Hello,\n\n${organisation} asked us to send you invoice ${invoiceNumber} for Purchase Order ${poNumber}: ${formatUsd(totalCents)}, due on ${formatLongDate(dueAt)} (net 30).\n\nDownload the invoice (PDF, no account needed; the link works for ${linkDays} days): ${link}\n\nIt shows our bank details for ACH or wire transfer and our address for checks, and our EIN (${vendor.ein}). Please reference ${invoiceNumber} with your payment.\n\nQuestions about this invoice: ${vendor.email} · ${vendor.phone}\n\n${vendor.legalName}\n${vendor.address.join("\n")}`,
  }),
  poDeclined: (name: string, quoteNumber: string, poNumber: string, reason: string, accountLink: string) => ({
    subject: `Please check Purchase Order ${poNumber} for quote ${quoteNumber}`,
    text: `Hola ${name},\n\nWe couldn't approve Purchase Order ${poNumber} for quote ${quoteNumber}:\n\n${reason}\n\nYou can add a corrected Purchase Order from My Order (choose Accept Quote on ${quoteNumber} again):\n\n${accountLink}\n\nQuestions? Reply to this email.\n\n${signature}`,
  }),
  /** Staff recorded part of an invoice's payment (issue #26): what arrived, and what is left to pay by when. */
  partPayment: (name: string, invoiceNumber: string, amountCents: number, balanceCents: number, dueAt: Date, invoiceLink: string) => ({
    subject: `Payment received for invoice ${invoiceNumber}: ${formatUsd(balanceCents)} still to pay`,
    text: `Hola ${name},\n\nThank you: we received ${formatUsd(amountCents)} toward invoice ${invoiceNumber}. The balance, ${formatUsd(balanceCents)}, is due on ${formatLongDate(dueAt)}; your licenses are ready as soon as it is paid.\n\nThe invoice, with every payment so far and the balance (sign in first): ${invoiceLink}\n\nPlease reference ${invoiceNumber} with the rest of the payment.\n\n${signature}`,
  }),
  /** The invoice was paid beyond its total: the credit note for the difference, and how it comes back. */
  creditNote: (name: string, invoiceNumber: string, creditNumber: string, creditCents: number, link: string) => ({
    subject: `Credit note ${creditNumber}: you paid ${formatUsd(creditCents)} more than invoice ${invoiceNumber}`,
    text: `Hola ${name},\n\nInvoice ${invoiceNumber} is paid, and the payments we received come to ${formatUsd(creditCents)} more than its total. That amount is yours: credit note ${creditNumber} records it (sign in first): ${link}\n\nWe refund it to the school by ACH transfer or check within 10 business days, and email you when it is on its way. If your accounts payable would rather we sent it elsewhere, reply to this email.\n\n${signature}`,
  }),
  /** Staff sent a credit note's refund. */
  creditRefunded: (name: string, creditNumber: string, creditCents: number, how: string, reference: string) => ({
    subject: `Refund of credit note ${creditNumber} sent`,
    text: `Hola ${name},\n\nWe have sent the refund of credit note ${creditNumber}, ${formatUsd(creditCents)}, by ${how} (reference ${reference}). It usually reaches the school's account within 3 business days; a check takes the mail's time.\n\n${signature}`,
  }),
  invoicePaid: (name: string, invoiceNumber: string, totalCents: number) => ({
    subject: `Invoice ${invoiceNumber} is paid: your licenses are ready`,
    text: `Hola ${name},\n\nThank you: we received your payment of ${formatUsd(totalCents)} for invoice ${invoiceNumber}.\n\nYour curriculum licenses are ready: sign in and open My Products, where you can give them to your teachers, one per teacher per level.\n\n${signature}`,
  }),
  requested: (name: string, quoteNumber: string, totalCents: number, validUntil: Date, pdfLink: string, accountLink: string, vendorLink: string) => ({
    subject: `Your ${brand.name} quote ${quoteNumber}`,
    text: `Hola ${name},\n\nHere is your quote ${quoteNumber} for the K-12 Spanish curriculum: ${formatUsd(totalCents)}, valid until ${formatLongDate(validUntil)}.\n\nDownload it as a PDF (sign in first): ${pdfLink}\n\nWhen it looks right, open My Order and choose Accept Quote, then add your Purchase Order (its number and the PO as a PDF). We review Purchase Orders within 1–2 business days:\n\n${accountLink}\n\nSetting us up as a vendor? Our W-9, certificate of insurance, accessibility report and data-privacy documents are here for your purchasing office: ${vendorLink}\n\nNeed changes? Reject the quote with a note in My Order, or reply to this email.\n\n${signature}`,
  }),
};

/** A child's plan names the child (issue #27): "Learner: Sofia, Grade 3 (age 8–9), Grade 3-5 group." */
const learnerParagraph = (learner: string) => (learner ? `\n\n${learner}.` : "");

export const planEmails = {
  trialStarted: (name: string, planTitle: string, weeklyCents: number, trialEndsAt: Date, accountLink: string, learner = "") => ({
    subject: `Your ${brand.name} free trial has started`,
    text: `Hola ${name},\n\nYour free trial of ${planTitle} has started. There is no charge until ${formatLongDate(trialEndsAt)}; from then on your card is charged ${formatUsd(weeklyCents)} each week.${learnerParagraph(learner)}\n\nWe will email you two days before the first charge. To cancel before then, at no cost, go to your account:\n\n${accountLink}\n\n${signature}`,
  }),
  trialEndingSoon: (name: string, planTitle: string, weeklyCents: number, trialEndsAt: Date, accountLink: string, learner = "") => ({
    subject: `Your ${brand.name} free trial ends on ${formatLongDate(trialEndsAt)}`,
    text: `Hola ${name},\n\nA reminder, as promised: your free trial of ${planTitle} ends on ${formatLongDate(trialEndsAt)}. On that day your card will be charged ${formatUsd(weeklyCents)}, and then the same each week.${learnerParagraph(learner)}\n\nWant to keep going? You don't need to do anything.\nNot for you? Cancel before ${formatLongDate(trialEndsAt)} and nothing is charged:\n\n${accountLink}\n\n${signature}`,
  }),
  cancelScheduled: (name: string, planTitle: string, remains: string, accountLink: string) => ({
    subject: `You canceled your ${brand.name} plan`,
    text: `Hola ${name},\n\nYou canceled ${planTitle}. ${remains}\n\nChanged your mind? Keep your plan from your account before then:\n\n${accountLink}\n\n${signature}`,
  }),
  resumed: (name: string, planTitle: string, accountLink: string) => ({
    subject: `Your ${brand.name} plan continues`,
    text: `Hola ${name},\n\nYour ${planTitle} plan is no longer canceled: it continues as before, and so do the weekly charges. You can see it in your account:\n\n${accountLink}\n\n${signature}`,
  }),
  planChanged: (name: string, planTitle: string, weeklyCents: number, accountLink: string) => ({
    subject: `Your ${brand.name} plan is now ${planTitle}`,
    text: `Hola ${name},\n\nYour plan is now ${planTitle}, at ${formatUsd(weeklyCents)} a week from your next charge. You can see it in your account:\n\n${accountLink}\n\n${signature}`,
  }),
  ended: (name: string, planTitle: string, plansLink: string) => ({
    subject: `Your ${brand.name} plan has ended`,
    text: `Hola ${name},\n\nYour ${planTitle} plan has ended, as you asked. Nothing more will be charged to your card.\n\nWhenever you’d like to keep learning, you can choose a plan again:\n\n${plansLink}\n\n${signature}`,
  }),
  cancelled: (name: string, planTitle: string) => ({
    subject: `Your ${brand.name} plan is canceled`,
    text: `Hola ${name},\n\nYour ${planTitle} plan is canceled. Nothing more will be charged to your card.\n\nIf you change your mind, you can choose a plan again at any time.\n\n${signature}`,
  }),
  receipt: (name: string, planTitle: string, amountCents: number) => ({
    subject: `Your ${brand.name} weekly payment`,
    text: `Hola ${name},\n\nWe charged ${formatUsd(amountCents)} to your card for this week of ${planTitle}. Thank you for learning with us.\n\n${signature}`,
  }),
  paymentFailed: (name: string, planTitle: string) => ({
    subject: `We couldn't take this week's payment for your ${brand.name} plan`,
    text: `Hola ${name},\n\nYour card was declined for this week of ${planTitle}. Your classes continue for now; please update your card with your bank or reply to this email and we will help.\n\n${signature}`,
  }),
};
