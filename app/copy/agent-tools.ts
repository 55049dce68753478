// The forms an AI agent may fill for a visitor (issue #27: WebMCP's declarative `toolname` and
// `tooldescription`), and what each field holds (`toolparamdescription`). Never a payment form: an agent may
// prepare a subscription, a message or an answer, and the visitor still presses the button.
export const AGENT_TOOLS = {
  newsletter: {
    toolname: "subscribe_to_newsletter",
    tooldescription: "Subscribe an email address to the Hablarte newsletter: Spanish learning tips, new courses and events, about twice a month. Unsubscribe at any time.",
    params: { email: "The email address that will receive the newsletter." },
  },
  contact: {
    toolname: "contact_hablarte",
    tooldescription: "Send a message to the Hablarte team (classes, the K-12 curriculum, schools and organizations, billing). The team answers by email within one business day.",
    params: {
      name: "The sender's full name.",
      email: "The email address the team replies to.",
      organization: "The sender's school or organization, if they write for one (optional).",
      topic: "What the message is about: one of the listed topics.",
      message: "The message itself, at least a sentence and at most 4,000 characters.",
    },
  },
  questionnaire: {
    toolname: "answer_learning_questionnaire",
    tooldescription: "Answer the current question of the Hablarte questionnaire about why and how the visitor wants to learn Spanish; the next question follows, and after the last one the weekly class plans.",
    params: { choice: "The visitor's answer to this question:" },
  },
  quoteRequest: {
    toolname: "request_curriculum_quote",
    tooldescription: "Request a quote for the K-12 Spanish curriculum licenses in the cart, for a school's purchasing office: a PDF valid for 60 days, shown in the account and emailed. Nothing is charged.",
    params: {
      organisation: "The school, district or organization the licenses are for.",
      contactName: "The person the quote is addressed to.",
      email: "The email address the quote is sent to.",
      apEmail: "The accounts-payable email that should receive the invoice later (optional).",
    },
  },
  levelTestAnswers: {
    toolname: "answer_spanish_level_test",
    tooldescription: "Answer this page of the Hablarte Spanish placement test: for each question, choose one of its three options. The test has 40 questions and estimates a CEFR level from A1 to C1.",
    params: { answer: "The chosen answer to this question, one of its three options." },
  },
  levelTestResult: {
    toolname: "send_level_test_result",
    tooldescription: "Finish the Hablarte Spanish placement test: say where to send the result (name, email, US state) and accept the privacy notice; the level is shown on the next page and emailed.",
    params: {
      fullName: "The test taker's full name.",
      email: "The email address the result is sent to.",
      selected: "The US state the test taker lives in.",
    },
  },
} as const;
