// The email that tells the school's staff a Purchase Order is waiting (issue #11): who sent it, for which
// quote, and the console page to review it on.
export const purchaseOrderEmails = {
  received: (sender: string, senderEmail: string, poNumber: string, quoteNumber: string, reviewLink: string) => ({
    subject: `Purchase Order ${poNumber} for quote ${quoteNumber} is waiting for approval`,
    text: `${sender} sent Purchase Order ${poNumber} for quote ${quoteNumber} (${senderEmail}).\n\nReview it in the staff console within 1–2 business days:\n${reviewLink}`,
  }),
};
